import { runStandaloneModule } from '@app/nest-standalone';
import { SettingsModule, settingsEntities, settingsEnvRules, settingsMigrations, SmtpMailer } from './index';

void runStandaloneModule({
  name: 'settings',
  module: SettingsModule,
  entities: settingsEntities,
  migrations: settingsMigrations,
  envRules: settingsEnvRules,
  common: { mailer: SmtpMailer },
  defaultPort: 3205,
});
