// Pure rules of the Users Management screen.
import type { UserDto } from '@app/contracts';

/** Rows per page of the list (paged on the server). */
export const LIST_PAGE_SIZE = 50;

export function initials(user: Pick<UserDto, 'firstName' | 'lastName' | 'email'>): string {
  const letters = [user.firstName, user.lastName].map((part) => part?.trim().charAt(0) ?? '').join('');
  return (letters || user.email.charAt(0)).toUpperCase();
}

export function fullName(user: Pick<UserDto, 'firstName' | 'lastName'>): string {
  return `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
}

export function roleVariant(role: UserDto['role']): 'danger' | 'primary' | 'secondary' {
  if (role === 'Admin') return 'danger';
  if (role === 'Manager') return 'primary';
  return 'secondary';
}
