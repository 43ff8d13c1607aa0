import { Module } from '@nestjs/common';
import { FiscalParametersController } from './fiscal-parameters.controller';
import { FiscalParametersService } from './fiscal-parameters.service';

@Module({
  controllers: [FiscalParametersController],
  providers: [FiscalParametersService],
  exports: [FiscalParametersService],
})
export class FiscalParametersModule {}
