import { Controller, Get, Inject } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { UserPreferences as UserPreferencesDto } from '@app/contracts';
import { CurrentUser, SessionUser } from '@app/nest-auth';
import { UserPreferences } from '../users/entities/user-preferences.entity';

export const DEFAULT_LOCALE = 'en-GB';

@Controller('userpreferences')
export class UserPreferencesController {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  @Get()
  async get(@CurrentUser() user: SessionUser): Promise<UserPreferencesDto> {
    const preferences = await this.dataSource.getRepository(UserPreferences).findOneBy({ userId: user.id });
    return { locale: preferences?.locale ?? DEFAULT_LOCALE };
  }
}
