import { HubBindingError, HubError } from '../src';
import { buildClient, startServer, type TestServer } from './helpers';

// Methods resolved per connection (how a framework adapter binds its handlers): the handler binds its own arguments.
describe('resolveMethod', () => {
  let s: TestServer;
  afterEach(() => s.stop());

  it('runs a method resolved for the calling connection, with its arguments as sent and ASP.NET error wording', async () => {
    const seen: { connectionId: string; args: unknown[] }[] = [];
    s = await startServer({
      methods: {},
      resolveMethod: (ctx, target) => {
        if (target.toLowerCase() !== 'echo') return undefined;
        return (_ctx, ...args: unknown[]) => {
          seen.push({ connectionId: ctx.connectionId, args });
          if (args.length !== 1) throw new HubBindingError();
          if (args[0] === 'secret') throw new HubError('Not that one');
          if (args[0] === 'crash') throw new Error('internal detail');
          return args[0];
        };
      },
    });
    const c = buildClient(s.url, { token: 'token-alice' });
    await c.start();
    await expect(c.invoke('Echo', 'hello')).resolves.toBe('hello');
    expect(seen).toEqual([{ connectionId: c.connectionId, args: ['hello'] }]);
    await expect(c.invoke('Echo', 1, 2)).rejects.toThrow(/^Failed to invoke 'Echo' due to an error on the server\.$/);
    await expect(c.invoke('Echo', 'secret')).rejects.toThrow("An unexpected error occurred invoking 'Echo' on the server. HubException: Not that one");
    await expect(c.invoke('Echo', 'crash')).rejects.toThrow(/^An unexpected error occurred invoking 'Echo' on the server\.$/);
    await expect(c.invoke('Other')).rejects.toThrow("Failed to invoke 'Other' due to an error on the server. HubException: Method does not exist.");
    await c.stop();
  });
});
