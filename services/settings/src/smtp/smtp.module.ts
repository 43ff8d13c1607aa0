import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailLogModule } from '../mail-log/mail-log.module';
import { smtpTransportConfig } from '../settings.config';
import { SmtpConfigurationEntity } from './entities/smtp-configuration.entity';
import { SmtpConfigurationController } from './smtp-configuration.controller';
import { SmtpConfigurationRepository } from './smtp-configuration.repository';
import { SmtpConfigurationService } from './smtp-configuration.service';
import { SmtpMailer } from './smtp-mailer';

/** SMTP configurations, their test endpoint, and the SMTP adapter of the product-wide Mailer port. */
@Module({
  imports: [TypeOrmModule.forFeature([SmtpConfigurationEntity]), ConfigModule.forFeature(smtpTransportConfig), MailLogModule],
  controllers: [SmtpConfigurationController],
  providers: [SmtpConfigurationService, SmtpConfigurationRepository, SmtpMailer],
  exports: [SmtpMailer],
})
export class SmtpModule {}
