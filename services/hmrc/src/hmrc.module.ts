import { Module } from '@nestjs/common';
import { ExpenseCategoriesModule } from './expense-categories/expense-categories.module';
import { FiscalParametersModule } from './fiscal-parameters/fiscal-parameters.module';
import { HmrcIntegrationModule } from './hmrc-integration/hmrc-integration.module';
import { IncomeTaxSimulatorModule } from './income-tax-simulator/income-tax-simulator.module';

/** Owns the `hmrc` schema: expense categories (CT600), fiscal parameters, the income tax simulator and
 * the HMRC integration (credentials, configuration, connection test: docs/hmrc-integration.md). */
@Module({ imports: [ExpenseCategoriesModule, FiscalParametersModule, IncomeTaxSimulatorModule, HmrcIntegrationModule] })
export class HmrcModule {}
