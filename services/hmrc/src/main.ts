import { runStandaloneModule } from '@app/nest-standalone';
import { HmrcModule, hmrcEntities, hmrcMigrations } from './index';

void runStandaloneModule({ name: 'hmrc', module: HmrcModule, entities: hmrcEntities, migrations: hmrcMigrations, defaultPort: 3203 });
