import { DataSource } from 'typeorm';
import { runStandaloneModule } from '@app/nest-standalone';
import { CompaniesModule, companiesEntities, companiesMigrations, bootstrapAdmin } from './index';

void runStandaloneModule({
  name: 'companies',
  module: CompaniesModule,
  entities: companiesEntities,
  migrations: companiesMigrations,
  defaultPort: 3201,
  afterCreate: async (app, logger) => {
    const admin = await bootstrapAdmin(app.get(DataSource));
    if (admin.generatedPassword) logger.log(`Created admin ${admin.email} with password ${admin.generatedPassword}`);
  },
});
