import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { federatedRemotes } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const SECTIONS = [{ id: 'technical', label: 'Technical Status', order: 110, role: 'Admin' }];
const files: Record<string, unknown> = {
  // mf_gone's deployment is down: its manifest is not found.
  '/remotes.json': { mf_technical: '/remotes/mf-technical/mf-manifest.json', mf_old: '/remotes/mf-old/mf-manifest.json', mf_gone: '/remotes/mf-gone/mf-manifest.json' },
  '/remotes/mf-technical/mf-manifest.json': { name: 'mf_technical', metaData: { adminSections: SECTIONS } },
  // A remote built before its manifest carried its sections.
  '/remotes/mf-old/mf-manifest.json': { name: 'mf_old', metaData: {} },
};
const fetched: string[] = [];

beforeAll(() => {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), window.location.origin).pathname;
    fetched.push(path);
    const body = files[path];
    return { ok: body !== undefined, status: body === undefined ? 404 : 200, json: async () => body } as Response;
  });
});

it("reads a remote's sections from its manifest, without loading the remote's code", async () => {
  await expect(federatedRemotes.load('mf_technical', './sections')).resolves.toEqual({ SECTIONS });
  expect(fetched).toEqual(['/remotes.json', '/remotes/mf-technical/mf-manifest.json']);
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'mf_technical', entry: 'http://localhost/remotes/mf-technical/mf-manifest.json' },
    { name: 'mf_old', entry: 'http://localhost/remotes/mf-old/mf-manifest.json' },
    { name: 'mf_gone', entry: 'http://localhost/remotes/mf-gone/mf-manifest.json' },
  ]);
  expect(loadRemote).not.toHaveBeenCalled();

  (loadRemote as jest.Mock).mockResolvedValueOnce({ routes: true });
  await expect(federatedRemotes.load('mf_technical', './routes')).resolves.toEqual({ routes: true });
  expect(loadRemote).toHaveBeenCalledWith('mf_technical/routes');
});

it('falls back to the ./sections module of a remote whose manifest has no sections', async () => {
  (loadRemote as jest.Mock).mockResolvedValueOnce({ SECTIONS: [] });
  await expect(federatedRemotes.load('mf_old', './sections')).resolves.toEqual({ SECTIONS: [] });
  expect(loadRemote).toHaveBeenLastCalledWith('mf_old/sections');
});

it('a remote whose manifest cannot be read fails (only its own sections are missing)', async () => {
  await expect(federatedRemotes.load('mf_gone', './sections')).rejects.toThrow('/remotes/mf-gone/mf-manifest.json answered 404');
  await expect(federatedRemotes.load('mf_unknown', './sections')).rejects.toThrow('Remote mf_unknown is not registered');
});
