import { ExpenseCategory } from './entities/expense-category.entity';
import { applyExpenseCategoryBody, defaultMappingChange, toExpenseCategoryDto, updateCategoriesMessage } from './expense-category-rules';

const category = (fields: Partial<ExpenseCategory>): ExpenseCategory => Object.assign(new ExpenseCategory(), { isActive: true, ...fields });

describe('applyExpenseCategoryBody', () => {
  it('gives a new category with a known box the form wording, and no box null', () => {
    expect(applyExpenseCategoryBody(category({}), { name: 'Travel', description: 'd', cT600BoxNumber: '155' }, true)).toMatchObject({ ct600BoxNumber: '155', ct600Description: 'Trading profits', isActive: true });
    expect(applyExpenseCategoryBody(category({}), { name: 'None', description: 'd' }, true)).toMatchObject({ ct600BoxNumber: null, ct600Description: null });
    expect(applyExpenseCategoryBody(category({}), { name: 'Odd', description: 'd', cT600BoxNumber: '999' }, true)).toMatchObject({ ct600Description: null });
  });

  it('keeps a custom description while the box is unchanged, replaces it when the box moves', () => {
    const existing = () => category({ name: 'T', ct600BoxNumber: '155', ct600Description: 'Custom' });
    expect(applyExpenseCategoryBody(existing(), { name: 'T', description: 'd', cT600BoxNumber: '155', isActive: false }, false)).toMatchObject({ ct600Description: 'Custom', isActive: false });
    expect(applyExpenseCategoryBody(existing(), { name: 'T', description: 'd', cT600BoxNumber: '305' }, false)).toMatchObject({ ct600Description: 'Qualifying donations' });
    expect(applyExpenseCategoryBody(existing(), { name: 'T', description: 'd', cT600BoxNumber: '305', cT600Description: 'Mine' }, false)).toMatchObject({ ct600Description: 'Mine' });
  });
});

describe('defaultMappingChange', () => {
  it('re-applies the default box and wording to a default name only when they differ', () => {
    expect(defaultMappingChange({ name: 'charitable donations', ct600BoxNumber: '155', ct600Description: null })).toEqual({ ct600BoxNumber: '305', ct600Description: 'Qualifying donations' });
    expect(defaultMappingChange({ name: 'Charitable Donations', ct600BoxNumber: '305', ct600Description: 'Qualifying donations' })).toBeUndefined();
    expect(defaultMappingChange({ name: 'Depreciation', ct600BoxNumber: '155', ct600Description: 'x' })).toEqual({ ct600BoxNumber: null, ct600Description: null });
    expect(defaultMappingChange({ name: 'Mine', ct600BoxNumber: '1', ct600Description: null })).toBeUndefined();
  });
});

it('words the update-categories answer by count', () => {
  expect(updateCategoriesMessage(0)).toBe('CT600 mappings are up to date: no categories changed');
  expect(updateCategoriesMessage(1)).toBe('CT600 mappings updated: 1 category changed');
  expect(updateCategoriesMessage(3)).toBe('CT600 mappings updated: 3 categories changed');
});

it('maps a row to the contract shape', () => {
  expect(toExpenseCategoryDto(category({ id: 'i', name: 'n', description: 'd', ct600BoxNumber: null, ct600Description: null, isActive: false }))).toEqual({ id: 'i', name: 'n', description: 'd', cT600BoxNumber: null, cT600Description: null, isActive: false });
});
