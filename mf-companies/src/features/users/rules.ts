// Pure rules of the Users Management screen.
import type { UserDto } from '@app/contracts';

/** Rows per page of the list (client-side paging through the shared Pager). */
export const LIST_PAGE_SIZE = 50;

export type UserStatusFilter = 'all' | 'active' | 'inactive';

export interface UserSummary {
  total: number;
  active: number;
  inactive: number;
  administrators: number;
}

export function initials(user: Pick<UserDto, 'firstName' | 'lastName' | 'email'>): string {
  const letters = [user.firstName, user.lastName].map((part) => part?.trim().charAt(0) ?? '').join('');
  return (letters || user.email.charAt(0)).toUpperCase();
}

export function fullName(user: Pick<UserDto, 'firstName' | 'lastName'>): string {
  return `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
}

/** The search box matches name, email or company (case-insensitive); the filter is all, active or inactive. */
export function filterUsers(users: UserDto[], search: string, status: UserStatusFilter): UserDto[] {
  const needle = search.trim().toLowerCase();
  return users.filter((u) => {
    if (status === 'active' && !u.isActive) return false;
    if (status === 'inactive' && u.isActive) return false;
    if (!needle) return true;
    return [fullName(u), u.email, u.companyName ?? ''].some((text) => text.toLowerCase().includes(needle));
  });
}

/** Summary cards count the whole list (not the filtered rows). */
export function summarizeUsers(users: UserDto[]): UserSummary {
  let active = 0;
  let administrators = 0;
  for (const u of users) {
    if (u.isActive) active += 1;
    if (u.role === 'Admin') administrators += 1;
  }
  return { total: users.length, active, inactive: users.length - active, administrators };
}

export function isFiltering(search: string, status: UserStatusFilter): boolean {
  return search.trim() !== '' || status !== 'all';
}

export function roleVariant(role: UserDto['role']): 'danger' | 'primary' | 'secondary' {
  if (role === 'Admin') return 'danger';
  if (role === 'Manager') return 'primary';
  return 'secondary';
}
