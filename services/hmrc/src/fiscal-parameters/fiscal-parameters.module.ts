import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FiscalParameterChangeEntity } from './entities/fiscal-parameter-change.entity';
import { FiscalYearParametersEntity } from './entities/fiscal-year-parameters.entity';
import { FiscalParametersController } from './fiscal-parameters.controller';
import { FiscalParametersRepository } from './fiscal-parameters.repository';
import { FiscalParametersService } from './fiscal-parameters.service';

@Module({
  imports: [TypeOrmModule.forFeature([FiscalYearParametersEntity, FiscalParameterChangeEntity])],
  controllers: [FiscalParametersController],
  providers: [FiscalParametersService, FiscalParametersRepository],
  exports: [FiscalParametersService],
})
export class FiscalParametersModule {}
