import { DataSource } from 'typeorm';
import { runFeature } from '@app/nest-app';
import { bootstrapAdmin, companiesFeature } from './index';

void runFeature(companiesFeature, {
  onStart: async (app, { logger }) => {
    const admin = await bootstrapAdmin(app.get(DataSource));
    if (admin.generatedPassword) logger.log(`Created admin ${admin.email} with password ${admin.generatedPassword}`);
  },
});
