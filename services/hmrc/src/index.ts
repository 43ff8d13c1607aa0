import type { FeatureModule } from '@app/nest-app';
import { HmrcModule } from './hmrc.module';
import { ExpenseCategory } from './expense-categories/entities/expense-category.entity';
import { FiscalYearParametersEntity } from './fiscal-parameters/entities/fiscal-year-parameters.entity';
import { FiscalParameterChangeEntity } from './fiscal-parameters/entities/fiscal-parameter-change.entity';
import { HmrcInit1763700003000 } from './migrations/1763700003000-HmrcInit';
import { HmrcTaxData1763700103000 } from './migrations/1763700103000-HmrcTaxData';
import { HmrcIntegration1763700303000 } from './migrations/1763700303000-HmrcIntegration';
import { HmrcFiscalParameterChanges1763700414000 } from './migrations/1763700414000-HmrcFiscalParameterChanges';
import { hmrcIntegrationEntities } from './hmrc-integration/hmrc-integration.module';

const hmrcEntities = [ExpenseCategory, FiscalYearParametersEntity, FiscalParameterChangeEntity, ...hmrcIntegrationEntities];
const hmrcMigrations = [HmrcInit1763700003000, HmrcTaxData1763700103000, HmrcIntegration1763700303000, HmrcFiscalParameterChanges1763700414000];

/** The HMRC module as every composition root hosts it. */
export const hmrcFeature: FeatureModule = { name: 'hmrc', module: HmrcModule, entities: hmrcEntities, migrations: hmrcMigrations, defaultPort: 3203 };
