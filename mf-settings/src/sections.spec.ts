import { SECTIONS } from './sections';

it('declares its admin sections (route, label, order, role) for the shell', () => {
  expect(SECTIONS.map((s) => [s.id, s.label])).toEqual([
    ['salary-component-templates', 'Salary Component Templates'],
    ['business-models', 'Business Models'],
    ['system-settings', 'System Settings'],
  ]);
  expect(SECTIONS.every((s) => s.role === 'Admin')).toBe(true);
  expect(SECTIONS.map((s) => s.order)).toEqual([50, 60, 120]);
});
