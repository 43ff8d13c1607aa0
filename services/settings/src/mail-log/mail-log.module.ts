import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { mailLogConfig } from '../settings.config';
import { MailLogEntryEntity } from './entities/mail-log-entry.entity';
import { MailLogController } from './mail-log.controller';
import { MailLogRepository } from './mail-log.repository';
import { MailLogService } from './mail-log.service';

@Module({
  imports: [TypeOrmModule.forFeature([MailLogEntryEntity]), ConfigModule.forFeature(mailLogConfig)],
  controllers: [MailLogController],
  providers: [MailLogService, MailLogRepository],
  exports: [MailLogService],
})
export class MailLogModule {}
