import { TechnicalInit1763700004000 } from './migrations/1763700004000-TechnicalInit';

export { TechnicalModule } from './technical.module';
export const technicalEntities = [];
export const technicalMigrations = [TechnicalInit1763700004000];
