import { DataSource } from 'typeorm';
import { runFeature } from '@app/nest-app';
import { bootstrapAdmin, companiesFeature } from './index';

void runFeature(companiesFeature, {
  onStart: async (app, { logger }) => {
    const admin = await bootstrapAdmin(app.get(DataSource));
    if (admin.created) logger.log(`Created admin ${admin.email}`);
    // For the person at the terminal only: the first admin's password must not reach the structured log.
    if (admin.generatedPassword) process.stdout.write(`\n  Admin ${admin.email}, password (shown once): ${admin.generatedPassword}\n\n`);
  },
});
