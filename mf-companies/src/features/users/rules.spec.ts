import type { UserDto } from '@app/contracts';
import { filterUsers, fullName, initials, isFiltering, roleVariant, summarizeUsers } from './rules';

const user = (overrides: Partial<UserDto>) => ({ id: 'u', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@acme.example', role: 'Employee', isActive: true, companyName: 'Acme', ...overrides }) as UserDto;
const users = [
  user({ id: '1' }),
  user({ id: '2', firstName: 'Ben', lastName: 'Jones', email: 'ben@beta.example', companyName: 'Beta', isActive: false }),
  user({ id: '3', firstName: 'Root', lastName: '', email: 'admin@example.com', role: 'Admin', companyName: null as unknown as string }),
];

it('names and initials fall back sensibly', () => {
  expect(fullName(user({}))).toBe('Ada Lovelace');
  expect(initials(user({}))).toBe('AL');
  expect(initials(user({ firstName: '', lastName: '' }))).toBe('A');
});

it('filters by name, e-mail or company and by status; the summary counts every user', () => {
  expect(filterUsers(users, 'beta', 'all').map((u) => u.id)).toEqual(['2']);
  expect(filterUsers(users, ' LOVELACE ', 'all').map((u) => u.id)).toEqual(['1']);
  expect(filterUsers(users, '', 'inactive').map((u) => u.id)).toEqual(['2']);
  expect(filterUsers(users, 'example', 'active').map((u) => u.id)).toEqual(['1', '3']);
  expect(summarizeUsers(users)).toEqual({ total: 3, active: 2, inactive: 1, administrators: 1 });
  expect(isFiltering(' ', 'all')).toBe(false);
  expect(isFiltering('', 'active')).toBe(true);
});

it('colours roles', () => {
  expect(roleVariant('Admin')).toBe('danger');
  expect(roleVariant('Manager')).toBe('primary');
  expect(roleVariant('Employee')).toBe('secondary');
});
