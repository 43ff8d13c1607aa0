import type { ExpenseCategoryDto } from '@app/contracts';
import { ct600Description, defaultMappingFor } from './ct600';
import type { ExpenseCategoryBody } from './dto/expense-category.dto';
import type { ExpenseCategory } from './entities/expense-category.entity';

export function toExpenseCategoryDto(c: ExpenseCategory): ExpenseCategoryDto {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    cT600BoxNumber: c.ct600BoxNumber,
    cT600Description: c.ct600Description,
    isActive: c.isActive,
  };
}

export const EXPENSE_CATEGORY_NOT_FOUND = 'Expense category not found';
export const duplicateNameMessage = (name: string) => `An expense category named "${name}" already exists`;

/**
 * Writes a create/update body onto a category (`isNew`: a fresh row). A new box without its own wording takes the
 * form's wording (null for a box this product does not list); an unchanged box keeps a custom description.
 */
export function applyExpenseCategoryBody(category: ExpenseCategory, body: ExpenseCategoryBody, isNew: boolean): ExpenseCategory {
  category.name = body.name;
  category.description = body.description;
  const previousBox = isNew ? undefined : category.ct600BoxNumber;
  if (body.cT600BoxNumber !== undefined) category.ct600BoxNumber = body.cT600BoxNumber;
  category.ct600BoxNumber ??= null;
  if (body.cT600Description !== undefined) category.ct600Description = body.cT600Description;
  else if (category.ct600BoxNumber !== previousBox) category.ct600Description = ct600Description(category.ct600BoxNumber) ?? null;
  if (body.isActive !== undefined) category.isActive = body.isActive;
  return category;
}

/** The default CT600 box and wording a category with a default name should have, when it differs from what it has. */
export function defaultMappingChange(category: Pick<ExpenseCategory, 'name' | 'ct600BoxNumber' | 'ct600Description'>): { ct600BoxNumber: string | null; ct600Description: string | null } | undefined {
  const mapping = defaultMappingFor(category.name);
  if (!mapping) return undefined;
  const box = mapping.cT600BoxNumber;
  const description = ct600Description(box) ?? null;
  if (category.ct600BoxNumber === box && category.ct600Description === description) return undefined;
  return { ct600BoxNumber: box, ct600Description: description };
}

export function updateCategoriesMessage(changed: number): string {
  if (changed === 0) return 'CT600 mappings are up to date: no categories changed';
  return `CT600 mappings updated: ${changed} ${changed === 1 ? 'category' : 'categories'} changed`;
}
