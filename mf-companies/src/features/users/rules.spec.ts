import type { UserDto } from '@app/contracts';
import { fullName, initials, roleVariant } from './rules';

const user = (overrides: Partial<UserDto>) => ({ id: 'u', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@acme.example', role: 'Employee', isActive: true, companyName: 'Acme', ...overrides }) as UserDto;
it('names and initials fall back sensibly', () => {
  expect(fullName(user({}))).toBe('Ada Lovelace');
  expect(initials(user({}))).toBe('AL');
  expect(initials(user({ firstName: '', lastName: '' }))).toBe('A');
});

it('colours roles', () => {
  expect(roleVariant('Admin')).toBe('danger');
  expect(roleVariant('Manager')).toBe('primary');
  expect(roleVariant('Employee')).toBe('secondary');
});
