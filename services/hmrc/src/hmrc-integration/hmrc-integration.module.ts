import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HmrcAuthorizationController } from './authorization/hmrc-authorization.controller';
import { HmrcAuthorizationRepository } from './authorization/hmrc-authorization.repository';
import { HmrcAuthorizationService } from './authorization/hmrc-authorization.service';
import { HmrcConfigurationController } from './configuration/hmrc-configuration.controller';
import { HmrcConfigurationRepository } from './configuration/hmrc-configuration.repository';
import { HmrcConfigurationService } from './configuration/hmrc-configuration.service';
import { HmrcApiClient } from './connection-test/hmrc-api.client';
import { HmrcConnectionTestController } from './connection-test/hmrc-connection-test.controller';
import { HmrcConnectionTestService } from './connection-test/hmrc-connection-test.service';
import { HmrcTestRunsRepository } from './connection-test/hmrc-test-runs.repository';
import { HmrcCredentialsController } from './credentials/hmrc-credentials.controller';
import { HmrcCredentialsRepository } from './credentials/hmrc-credentials.repository';
import { HmrcCredentialsService } from './credentials/hmrc-credentials.service';
import { HmrcDemoService } from './demo/hmrc-demo.service';
import { HmrcConfigurationEntity } from './entities/hmrc-configuration.entity';
import { HmrcCredentialEntity } from './entities/hmrc-credential.entity';
import { HmrcOAuthGrantEntity, HmrcOAuthStateEntity } from './entities/hmrc-oauth.entity';
import { HmrcTestRunEntity } from './entities/hmrc-test-run.entity';
import { hmrcIntegrationConfig } from './hmrc-integration.config';

export const hmrcIntegrationEntities = [HmrcCredentialEntity, HmrcConfigurationEntity, HmrcTestRunEntity, HmrcOAuthGrantEntity, HmrcOAuthStateEntity];

/** HMRC Integration Management (issue 10): credentials, configuration, connection test, authorization, offline demo. */
@Module({
  imports: [TypeOrmModule.forFeature(hmrcIntegrationEntities), ConfigModule.forFeature(hmrcIntegrationConfig)],
  controllers: [HmrcCredentialsController, HmrcConfigurationController, HmrcConnectionTestController, HmrcAuthorizationController],
  providers: [
    HmrcCredentialsRepository,
    HmrcCredentialsService,
    HmrcConfigurationRepository,
    HmrcConfigurationService,
    HmrcTestRunsRepository,
    HmrcApiClient,
    HmrcConnectionTestService,
    HmrcAuthorizationRepository,
    HmrcAuthorizationService,
    HmrcDemoService,
  ],
})
export class HmrcIntegrationModule {}
