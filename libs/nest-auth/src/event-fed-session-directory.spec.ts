import { InMemoryEventBus } from '@app/nest-common';
import { EventFedSessionDirectory } from './event-fed-session-directory';
import { sessionAdmits } from './tokens';

const tick = () => new Promise((r) => setImmediate(r));
const user = { userId: 'u1', email: 'm@acme.example', role: 'Manager' as const, companyId: 'c1', isActive: true, sessionVersion: 0 };
const hint = { email: user.email, role: user.role, companyId: user.companyId, sessionVersion: 0 };

describe('EventFedSessionDirectory', () => {
  it('falls back to the token claims for users it has not heard of, and follows session.changed', async () => {
    const bus = new InMemoryEventBus();
    const directory = new EventFedSessionDirectory(bus);
    directory.onModuleInit();
    expect(await directory.find('u1')).toBeNull();
    expect(sessionAdmits(await directory.find('u1', hint), 0)).toBe(true);
    await bus.publish('session.changed', { ...user, isActive: false, sessionVersion: 1 });
    await tick();
    expect(sessionAdmits(await directory.find('u1', hint), 0)).toBe(false);
    expect((await directory.find('u1', hint))?.isActive).toBe(false);
    directory.onModuleDestroy();
  });

  it('a deactivated company ends its users\' sessions', async () => {
    const bus = new InMemoryEventBus();
    const directory = new EventFedSessionDirectory(bus);
    directory.onModuleInit();
    await bus.publish('company.status-changed', { companyId: 'c1', name: 'Acme', isActive: false });
    await tick();
    expect(sessionAdmits(await directory.find('u1', hint), 0)).toBe(false);
    directory.onModuleDestroy();
  });

  it('a process that starts late learns earlier changes from the retained values', async () => {
    const bus = new InMemoryEventBus();
    await bus.publish('session.changed', { ...user, role: 'Employee' });
    await tick();
    const directory = new EventFedSessionDirectory(bus);
    directory.onModuleInit();
    await tick();
    expect((await directory.find('u1', hint))?.role).toBe('Employee');
    directory.onModuleDestroy();
  });
});
