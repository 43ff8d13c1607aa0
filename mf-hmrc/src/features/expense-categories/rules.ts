// Pure rules of the Expense Categories screen.
import { errorMessage } from '@app/api-client';
import type { ExpenseCategoryInput } from '@app/contracts';

/** What the form holds (all text as typed). */
export interface CategoryDraft {
  name: string;
  description: string;
  cT600BoxNumber: string;
  isActive: boolean;
}

/** The body to save (trimmed, a blank box as null), or null while Name or Description (required) is blank. */
export function categoryInput(draft: CategoryDraft): ExpenseCategoryInput | null {
  const name = draft.name.trim();
  const description = draft.description.trim();
  if (!name || !description) return null;
  return { name, description, cT600BoxNumber: draft.cT600BoxNumber.trim() || null, isActive: draft.isActive };
}

/** The server's text for an error answer, or the error's own message (e.g. a network failure). */
export function failureReason(error: unknown): string {
  return errorMessage(error) ?? (error instanceof Error ? error.message : String(error));
}
