// Admin sections owned by this remote (route segment under /admin, navigation label).
export const SECTIONS = [
  { id: 'expense-categories', label: 'Expense Categories' },
  { id: 'income-tax-simulator', label: 'Income Tax Simulator' },
  { id: 'fiscal-parameters', label: 'Fiscal Parameters' },
  { id: 'hmrc', label: 'HMRC' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];
