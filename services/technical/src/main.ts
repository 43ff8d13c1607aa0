import { runStandaloneModule } from '@app/nest-standalone';
import { mountNotificationHub, TechnicalModule, technicalEntities, technicalEnvRules, technicalMigrations } from './index';

void runStandaloneModule({
  name: 'technical',
  module: TechnicalModule,
  entities: technicalEntities,
  migrations: technicalMigrations,
  envRules: technicalEnvRules,
  defaultPort: 3204,
  // The gateway proxies /notificationHub here when TECHNICAL_URL is set.
  beforeBodyParsers: (app) => void mountNotificationHub(app),
});
