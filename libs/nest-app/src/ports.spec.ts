import { Global, Injectable, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { SessionDirectory, SessionState } from '@app/nest-auth';
import { CompanyStatistics, EventBus, InMemoryEventBus } from '@app/nest-common';
import type { FeatureModule } from './feature';
import { DEFAULT_PORT_FALLBACKS, fallbackPortsModule, UnavailableCompanyStatistics } from './ports';

@Injectable()
class OwnDirectory extends SessionDirectory {
  async find(): Promise<SessionState | null> {
    return null;
  }
}

@Global()
@Module({ providers: [{ provide: SessionDirectory, useClass: OwnDirectory }], exports: [SessionDirectory] })
class OwnerModule {}

@Global()
@Module({ providers: [{ provide: EventBus, useValue: new InMemoryEventBus() }], exports: [EventBus] })
class BusModule {}

const feature = (provides: FeatureModule['provides']): FeatureModule => ({ name: 'x', module: OwnerModule, entities: [], migrations: [], defaultPort: 0, provides });

describe('port fallbacks of composeApp', () => {
  it('provides the fallback adapter only for the ports no composed feature provides', async () => {
    const ref = await Test.createTestingModule({
      imports: [BusModule, OwnerModule, fallbackPortsModule([feature([SessionDirectory])], DEFAULT_PORT_FALLBACKS)],
    }).compile();
    expect(ref.get(SessionDirectory, { strict: false })).toBeInstanceOf(OwnDirectory);
    const statistics = ref.get(CompanyStatistics, { strict: false });
    expect(statistics).toBeInstanceOf(UnavailableCompanyStatistics);
    await expect(statistics.totals()).rejects.toMatchObject({ status: 503, message: 'The companies service is unavailable.' });
    await ref.close();
  });
});
