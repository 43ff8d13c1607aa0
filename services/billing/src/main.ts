import { runStandaloneModule } from '@app/nest-standalone';
import { BillingModule, billingEntities, billingMigrations } from './index';

void runStandaloneModule({ name: 'billing', module: BillingModule, entities: billingEntities, migrations: billingMigrations, defaultPort: 3202 });
