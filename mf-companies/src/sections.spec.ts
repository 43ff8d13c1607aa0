import { SECTIONS } from './sections';

it('declares its admin sections (route, label, order, role) for the shell', () => {
  expect(SECTIONS.map((s) => [s.id, s.label])).toEqual([
    ['companies', 'Companies'],
    ['users', 'Users'],
    ['invitations', 'Invitations'],
  ]);
  expect(SECTIONS.every((s) => s.role === 'Admin')).toBe(true);
  expect(SECTIONS.map((s) => s.order)).toEqual([10, 20, 30]);
});
