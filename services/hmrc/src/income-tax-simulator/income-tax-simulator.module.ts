import { Module } from '@nestjs/common';
import { FiscalParametersModule } from '../fiscal-parameters/fiscal-parameters.module';
import { IncomeTaxSimulatorController } from './income-tax-simulator.controller';
import { IncomeTaxSimulatorService } from './income-tax-simulator.service';

@Module({
  imports: [FiscalParametersModule],
  controllers: [IncomeTaxSimulatorController],
  providers: [IncomeTaxSimulatorService],
})
export class IncomeTaxSimulatorModule {}
