import type { Role, UserDto } from '@app/contracts';

export interface ProvisionUserInput {
  email: string;
  password: string;
  role: Role;
  firstName?: string;
  lastName?: string;
  companyId?: string | null;
  isActive?: boolean;
  emailConfirmed?: boolean;
}

/** Creates accounts; implemented by the companies module (used by bootstrap and by test helpers). */
export abstract class UserProvisioner {
  abstract createUser(input: ProvisionUserInput): Promise<UserDto>;
}
