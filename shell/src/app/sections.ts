// The admin navigation comes from the remotes: each exposes `./sections` (id, label, order, role) next to its
// `./routes`. These are the pure parts: reading a remote's declaration and merging every remote's into one list.
import type { AdminSectionDeclaration, UserRole } from '@app/contracts';

/** A declared section and the remote (container name) that renders it. */
export interface AdminSection extends AdminSectionDeclaration {
  remote: string;
}

export const DEFAULT_ADMIN_PATH = '/admin/companies';

const ROLES: readonly string[] = ['Admin', 'Manager', 'Employee'] satisfies readonly UserRole[];

function isDeclaration(value: unknown): value is AdminSectionDeclaration {
  const s = value as AdminSectionDeclaration | null;
  return (
    !!s &&
    typeof s === 'object' &&
    typeof s.id === 'string' &&
    /^[a-z0-9-]+$/.test(s.id) &&
    typeof s.label === 'string' &&
    s.label.trim() !== '' &&
    typeof s.order === 'number' &&
    Number.isFinite(s.order) &&
    ROLES.includes(s.role)
  );
}

/** The sections a remote's `./sections` module declares; throws (the remote counts as failed) on a wrong shape. */
export function readSections(remote: string, module: unknown): AdminSection[] {
  const declared = (module as { SECTIONS?: unknown } | null)?.SECTIONS;
  if (!Array.isArray(declared)) throw new Error(`Remote ${remote} exposes ./sections without a SECTIONS list`);
  return declared.map((section, index) => {
    if (!isDeclaration(section)) throw new Error(`Remote ${remote} declares an invalid section at index ${index}`);
    return { id: section.id, label: section.label, order: section.order, role: section.role, remote };
  });
}

/**
 * Every remote's sections in navigation order (by `order`, then label), limited to those the user's role may open.
 * A route id declared twice keeps the first in that order (the other is reported on the console).
 */
export function mergeSections(lists: readonly (readonly AdminSection[])[], role: UserRole | undefined): AdminSection[] {
  const sorted = lists.flat().sort((a, b) => a.order - b.order || a.label.localeCompare(b.label));
  const seen = new Map<string, AdminSection>();
  for (const section of sorted) {
    const first = seen.get(section.id);
    if (first) console.error(`Section ${section.id} is declared by ${first.remote} and ${section.remote}; ${first.remote} keeps it`);
    else seen.set(section.id, section);
  }
  return [...seen.values()].filter((s) => s.role === role);
}
