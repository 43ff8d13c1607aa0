// Run-time remote discovery: /remotes.json (container name -> mf-manifest.json URL) registered with the
// Module Federation runtime. A remote's sections come from its manifest; its code is loaded only when one of its
// screens opens. A missing or failing remote only affects its own sections.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createContext, useContext } from 'react';

type Registry = Record<string, string>;

/** Where the shell gets remotes from: the federation runtime in the product, an in-memory set in tests. */
export interface RemoteCatalogue {
  /** Container names listed by /remotes.json; rejects when the registry cannot be read. */
  names(): Promise<string[]>;
  /** An exposed module of a remote ('./routes', './sections'); rejects when the remote is unknown or fails to load. */
  load(remote: string, exposed: './routes' | './sections'): Promise<unknown>;
  /** Before a Retry: re-read /remotes.json and drop the runtime's cached failure for this remote. */
  reset(remote: string): Promise<void>;
}

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

let registry: Promise<Registry> | null = null;

/** Fetch and register the remotes (once). A failure rejects and is retried on the next request. */
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
        throw error;
      });
  }
  return registry;
}

/**
 * The sections a remote's build wrote into its mf-manifest.json (`metaData.adminSections`, the same SECTIONS its
 * `./sections` module exposes), or undefined when its manifest has none (a remote built before they were written).
 * Reading them there builds the navigation without downloading every remote's entry and code.
 */
async function manifestSections(manifestUrl: string): Promise<unknown[] | undefined> {
  const response = await fetch(toAbsolute(manifestUrl), { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
  const declared = ((await response.json()) as { metaData?: { adminSections?: unknown } } | null)?.metaData?.adminSections;
  return Array.isArray(declared) ? declared : undefined;
}

/** The product's catalogue: /remotes.json and the Module Federation runtime. */
export const federatedRemotes: RemoteCatalogue = {
  async names() {
    return Object.keys(await startRemoteRegistry());
  },
  async load(remote, exposed) {
    const remotes = await startRemoteRegistry();
    if (!remotes[remote]) throw new Error(`Remote ${remote} is not registered`);
    if (exposed === './sections') {
      const sections = await manifestSections(remotes[remote]);
      if (sections) return { SECTIONS: sections };
    }
    return loadRemote(`${remote}/${exposed.slice(2)}`);
  },
  async reset(remote) {
    let latest: Registry;
    try {
      latest = await fetchRegistry();
    } catch {
      return;
    }
    const known = registry ? await registry.catch(() => null) : null;
    if (!known) {
      // The registry itself had failed: register what it lists now.
      registerRemotes(Object.entries(latest).map(([name, entry]) => ({ name, entry: toAbsolute(entry) })), { force: true });
      registry = Promise.resolve(latest);
      return;
    }
    const entry = latest[remote];
    if (!entry) return;
    // The remote may have been redeployed under a new URL; force drops the runtime's cached failure.
    registerRemotes([{ name: remote, entry: toAbsolute(entry) }], { force: true });
    registry = Promise.resolve({ ...known, [remote]: entry });
  },
};

export const RemoteCatalogueContext = createContext<RemoteCatalogue>(federatedRemotes);

export function useRemoteCatalogue(): RemoteCatalogue {
  return useContext(RemoteCatalogueContext);
}
