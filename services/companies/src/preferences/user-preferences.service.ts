import { Injectable } from '@nestjs/common';
import type { UserPreferences } from '@app/contracts';
import { UsersRepository } from '../users/users.repository';

export const DEFAULT_LOCALE = 'en-GB';

@Injectable()
export class UserPreferencesService {
  constructor(private readonly users: UsersRepository) {}

  async preferencesOf(userId: string): Promise<UserPreferences> {
    return { locale: (await this.users.localeOf(userId)) ?? DEFAULT_LOCALE };
  }
}
