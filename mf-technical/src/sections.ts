// Admin sections owned by this remote, exposed as ./sections: the shell builds its navigation from what every remote
// declares, at run time. `order` places a section among all remotes' sections (spec section 2 lists them in order).
import type { AdminSectionDeclaration } from '@app/contracts';

export const SECTIONS = [
  { id: 'technical', label: 'Technical Status', order: 110, role: 'Admin' },
  { id: 'audit-log', label: 'Audit Log', order: 115, role: 'Admin' },
] as const satisfies readonly AdminSectionDeclaration[];

export type SectionId = (typeof SECTIONS)[number]['id'];
