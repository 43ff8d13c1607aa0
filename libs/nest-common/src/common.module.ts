import { DynamicModule, Global, Module, Type } from '@nestjs/common';
import { EventBus, InMemoryEventBus, RedisEventBus } from './event-bus';
import { Mailer, NotConfiguredMailer } from './mailer';
import { Vault } from './vault';

export interface CommonModuleOptions {
  /** The Mailer adapter; defaults to one that throws MailerNotConfiguredError. */
  mailer?: Type<Mailer>;
}

/** Global infrastructure ports: Vault, EventBus (Redis when REDIS_URL is set), Mailer. */
@Global()
@Module({})
export class CommonModule {
  static forRoot(options: CommonModuleOptions = {}): DynamicModule {
    return {
      module: CommonModule,
      providers: [
        { provide: Vault, useFactory: () => Vault.fromEnv() },
        {
          provide: EventBus,
          useFactory: () => (process.env.REDIS_URL ? new RedisEventBus(process.env.REDIS_URL) : new InMemoryEventBus()),
        },
        { provide: Mailer, useClass: options.mailer ?? NotConfiguredMailer },
      ],
      exports: [Vault, EventBus, Mailer],
    };
  }
}
