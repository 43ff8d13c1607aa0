import { runStandaloneModule } from '@app/nest-standalone';
import { SettingsModule, settingsEntities, settingsEnvRules, settingsMigrations } from './index';

void runStandaloneModule({
  name: 'settings',
  module: SettingsModule,
  entities: settingsEntities,
  migrations: settingsMigrations,
  envRules: settingsEnvRules,
  defaultPort: 3205,
});
