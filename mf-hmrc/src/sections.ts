// Admin sections owned by this remote, exposed as ./sections: the shell builds its navigation from what every remote
// declares, at run time. `order` places a section among all remotes' sections (spec section 2 lists them in order).
import type { AdminSectionDeclaration } from '@app/contracts';

export const SECTIONS = [
  { id: 'expense-categories', label: 'Expense Categories', order: 40, role: 'Admin' },
  { id: 'fiscal-parameters', label: 'Fiscal Parameters', order: 70, role: 'Admin' },
  { id: 'income-tax-simulator', label: 'Income Tax Simulator', order: 80, role: 'Admin' },
  { id: 'hmrc', label: 'HMRC', order: 100, role: 'Admin' },
] as const satisfies readonly AdminSectionDeclaration[];

export type SectionId = (typeof SECTIONS)[number]['id'];
