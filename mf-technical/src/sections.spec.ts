import { SECTIONS } from './sections';

it('declares its admin sections (route, label, order, role) for the shell', () => {
  expect(SECTIONS.map((s) => [s.id, s.label])).toEqual([
    ['technical', 'Technical Status'],
    ['audit-log', 'Audit Log'],
  ]);
  expect(SECTIONS.every((s) => s.role === 'Admin')).toBe(true);
  expect(SECTIONS.map((s) => s.order)).toEqual([110, 115]);
});
