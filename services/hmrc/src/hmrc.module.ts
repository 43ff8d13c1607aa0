import { Module } from '@nestjs/common';
import { ExpenseCategoriesModule } from './expense-categories/expense-categories.module';
import { FiscalParametersModule } from './fiscal-parameters/fiscal-parameters.module';
import { IncomeTaxSimulatorModule } from './income-tax-simulator/income-tax-simulator.module';

/** Owns the `hmrc` schema: expense categories (CT600), fiscal parameters and the income tax simulator. */
@Module({ imports: [ExpenseCategoriesModule, FiscalParametersModule, IncomeTaxSimulatorModule] })
export class HmrcModule {}
