import { DynamicModule, Global, Module, Type } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { Clock, SystemClock } from './clock';
import { commonConfig, CommonConfig } from './config';
import { EventBus, InMemoryEventBus, RedisEventBus } from './event-bus';
import { eventBusMetrics, Metrics } from './metrics';
import { MAILER_ADAPTER, Mailer, NotConfiguredMailer } from './mailer';
import { Vault } from './vault';

export interface CommonModuleOptions {
  /**
   * Replaces the Mailer adapter. By default the Mailer is the adapter a global feature module exports under
   * `MAILER_ADAPTER` (the settings module's SMTP adapter), or one that throws MailerNotConfiguredError.
   */
  mailer?: Type<Mailer>;
}

/** Global infrastructure ports: Vault, EventBus (Redis when REDIS_URL is set), Mailer, Clock, Metrics. */
@Global()
@Module({})
export class CommonModule {
  static forRoot(options: CommonModuleOptions = {}): DynamicModule {
    return {
      module: CommonModule,
      imports: [ConfigModule.forFeature(commonConfig)],
      providers: [
        { provide: Clock, useClass: SystemClock },
        Metrics,
        { provide: Vault, useFactory: (config: CommonConfig) => Vault.fromEnv(config.vaultEnv), inject: [commonConfig.KEY] },
        {
          provide: EventBus,
          useFactory: (config: CommonConfig, metrics: Metrics) => {
            const bus = config.redisUrl ? new RedisEventBus(config.redisUrl) : new InMemoryEventBus();
            bus.instrument(eventBusMetrics(metrics));
            return bus;
          },
          inject: [commonConfig.KEY, Metrics],
        },
        options.mailer
          ? { provide: Mailer, useClass: options.mailer }
          : {
              provide: Mailer,
              useFactory: (adapter?: Mailer) => adapter ?? new NotConfiguredMailer(),
              inject: [{ token: MAILER_ADAPTER, optional: true }],
            },
      ],
      exports: [Vault, EventBus, Mailer, Clock, Metrics],
    };
  }
}
