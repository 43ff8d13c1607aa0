import { SECTIONS } from './sections';

it('declares its admin sections (route, label, order, role) for the shell', () => {
  expect(SECTIONS.map((s) => [s.id, s.label])).toEqual([
    ['expense-categories', 'Expense Categories'],
    ['fiscal-parameters', 'Fiscal Parameters'],
    ['income-tax-simulator', 'Income Tax Simulator'],
    ['hmrc', 'HMRC'],
  ]);
  expect(SECTIONS.every((s) => s.role === 'Admin')).toBe(true);
  expect(SECTIONS.map((s) => s.order)).toEqual([40, 70, 80, 100]);
});
