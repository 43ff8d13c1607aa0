import { HmrcInit1763700003000 } from './migrations/1763700003000-HmrcInit';

export { HmrcModule } from './hmrc.module';
export const hmrcEntities = [];
export const hmrcMigrations = [HmrcInit1763700003000];
