import type { UserDto } from '@app/contracts';

/** A user row as the list and profile queries select it (snake_case, with the company's name). */
export interface UserDtoRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  email_confirmed: boolean;
  role: UserDto['role'];
  company_id: string | null;
  company_name: string | null;
  is_active: boolean;
  last_login_date: Date | null;
  created_at: Date;
}

/** The spec's user shape from such a row. */
export function toUserDto(r: UserDtoRow): UserDto {
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    emailConfirmed: r.email_confirmed,
    role: r.role,
    companyId: r.company_id,
    companyName: r.company_name,
    isActive: r.is_active,
    lastLoginDate: r.last_login_date ? new Date(r.last_login_date).toISOString() : null,
    createdAt: new Date(r.created_at).toISOString(),
  };
}
