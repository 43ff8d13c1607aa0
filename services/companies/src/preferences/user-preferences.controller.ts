import { Controller, Get } from '@nestjs/common';
import type { UserPreferences } from '@app/contracts';
import { CurrentUser, SessionUser } from '@app/nest-auth';
import { UserPreferencesService } from './user-preferences.service';

@Controller('userpreferences')
export class UserPreferencesController {
  constructor(private readonly preferences: UserPreferencesService) {}

  @Get()
  get(@CurrentUser() user: SessionUser): Promise<UserPreferences> {
    return this.preferences.preferencesOf(user.id);
  }
}
