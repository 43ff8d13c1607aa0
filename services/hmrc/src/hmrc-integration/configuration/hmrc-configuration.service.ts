import { BadRequestException, Injectable } from '@nestjs/common';
import { HMRC_DEFAULT_CONFIGURATION, HmrcConfiguration, HmrcConfigurationInput } from '@app/contracts';
import { HmrcConfigurationEntity } from '../entities/hmrc-configuration.entity';
import { HmrcConfigurationRepository } from './hmrc-configuration.repository';
import { validateConfiguration } from './hmrc-configuration-rules';

function toDto(row: HmrcConfigurationEntity | null): HmrcConfiguration {
  if (!row) return { id: null, ...HMRC_DEFAULT_CONFIGURATION, updatedAt: null };
  return {
    id: row.id,
    environment: row.environment,
    baseApiUrl: row.baseApiUrl,
    rtiGatewayUrl: row.rtiGatewayUrl,
    applicationName: row.applicationName,
    enableFPSSubmission: row.enableFPSSubmission,
    enableVATSubmission: row.enableVATSubmission,
    autoSubmitFPS: row.autoSubmitFPS,
    autoSubmitVAT: row.autoSubmitVAT,
    sendEmailNotifications: row.sendEmailNotifications,
    notificationEmail: row.notificationEmail,
    updatedAt: row.updatedAt.toISOString(),
  };
}

@Injectable()
export class HmrcConfigurationService {
  constructor(private readonly configuration: HmrcConfigurationRepository) {}

  /** The stored configuration, or the spec 9 defaults (id null). */
  async get(): Promise<HmrcConfiguration> {
    return toDto(await this.configuration.find());
  }

  async save(body: Record<string, unknown>): Promise<HmrcConfiguration> {
    const { input, errors } = validateConfiguration(body ?? {});
    if (Object.keys(errors).length) throw new BadRequestException({ message: 'Please correct the highlighted fields.', errors });
    return toDto(await this.configuration.upsert(input, false));
  }

  /** The demo seed: a configuration pointing at the in-process simulators. */
  async seedDemo(input: HmrcConfigurationInput): Promise<void> {
    await this.configuration.upsert(input, true);
  }

  /** Whether a configuration is stored and whether it is the demo one. */
  async state(): Promise<'none' | 'demo' | 'admin'> {
    const row = await this.configuration.find();
    return !row ? 'none' : row.isDemo ? 'demo' : 'admin';
  }

  repointDemo(baseApiUrl: string, rtiGatewayUrl: string): Promise<void> {
    return this.configuration.repointDemo(baseApiUrl, rtiGatewayUrl);
  }
}
