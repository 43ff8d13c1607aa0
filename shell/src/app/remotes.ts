// Run-time remote discovery: /remotes.json (container name -> mf-manifest.json URL) registered with the
// Module Federation runtime. Nothing is loaded until a section needs it; a missing or failing remote
// only affects its own sections.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export type RemoteRoutesComponent = ComponentType<{ section: string }>;
type Registry = Record<string, string>;

let registry: Promise<Registry> | null = null;

function toAbsolute(url: string): string {
  return new URL(url, window.location.origin).href;
}

/** Accepts { name: url } or [{ name, entry }]. */
export function parseRegistry(json: unknown): Registry {
  const result: Registry = {};
  if (Array.isArray(json)) {
    for (const item of json) {
      if (item && typeof item.name === 'string' && typeof item.entry === 'string') result[item.name] = item.entry;
    }
  } else if (json && typeof json === 'object') {
    for (const [name, entry] of Object.entries(json as Record<string, unknown>)) {
      if (typeof entry === 'string') result[name] = entry;
    }
  }
  return result;
}

async function fetchRegistry(): Promise<Registry> {
  const response = await fetch('/remotes.json', { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return parseRegistry(await response.json());
}

/** Fetch and register the remotes (once). A failure is retried on the next request. */
export function startRemoteRegistry(): Promise<Registry> {
  if (!registry) {
    registry = fetchRegistry()
      .then((remotes) => {
        registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry: toAbsolute(entry) })));
        return remotes;
      })
      .catch((error) => {
        console.error('Remote registry unavailable', error);
        registry = null;
        return {};
      });
  }
  return registry;
}

/** Load `<remote>/routes`; rejects when the remote is unknown or fails to load. */
export async function loadRemoteRoutes(remote: string): Promise<{ default: RemoteRoutesComponent }> {
  const remotes = await startRemoteRegistry();
  if (!remotes[remote]) throw new Error(`Remote ${remote} is not registered`);
  const mod = await loadRemote<{ default: RemoteRoutesComponent }>(`${remote}/routes`);
  if (!mod || typeof mod.default !== 'function') throw new Error(`Remote ${remote} did not expose ./routes`);
  return mod;
}

/**
 * Before a Retry: re-read /remotes.json (the remote may have been redeployed under a new URL) and
 * re-register this remote, which drops the runtime's cached failure for it.
 */
export async function resetRemote(remote: string): Promise<void> {
  const known = await startRemoteRegistry();
  let latest: Registry;
  try {
    latest = await fetchRegistry();
  } catch {
    return;
  }
  const entry = latest[remote];
  if (!entry) return;
  registerRemotes([{ name: remote, entry: toAbsolute(entry) }], { force: true });
  if (registry) registry = Promise.resolve({ ...known, [remote]: entry });
}
