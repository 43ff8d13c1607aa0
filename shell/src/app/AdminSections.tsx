// Loads the remotes' sections once the admin area opens: the names come from /remotes.json, each remote's
// `./sections` is read on its own with a time limit, so a dead or hanging remote only loses its own sections
// (its routes then show the remote fallback with Retry) and the others appear as soon as they answer.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSession } from '@app/session';
import { useRemoteCatalogue, type RemoteCatalogue } from './remotes';
import { mergeSections, readSections, type AdminSection } from './sections';

/** How long one remote may take to declare its sections before it counts as unavailable. */
export const SECTIONS_TIMEOUT_MS = 10_000;

type LoadStatus = 'loading' | 'ready' | 'failed';

interface LoadState {
  registry: LoadStatus;
  remotes: Record<string, { status: LoadStatus; sections: AdminSection[] }>;
}

export interface AdminSections {
  /** Sections the signed-in user may open, in navigation order. */
  sections: AdminSection[];
  /** The registry or some remote has not answered yet. */
  loading: boolean;
  /** The registry or some remote could not be read: an unknown section may belong to it. */
  unavailable: boolean;
  /** Read the registry and the failed remotes again. */
  retry(): void;
}

const SectionsContext = createContext<AdminSections | null>(null);

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function loadSections(catalogue: RemoteCatalogue, remote: string, timeoutMs: number): Promise<AdminSection[]> {
  const module = await withTimeout(catalogue.load(remote, './sections'), timeoutMs, `Remote ${remote}`);
  return readSections(remote, module);
}

export function AdminSectionsProvider({ children, timeoutMs = SECTIONS_TIMEOUT_MS }: { children: ReactNode; timeoutMs?: number }) {
  const catalogue = useRemoteCatalogue();
  const role = useSession((s) => s.user?.role);
  const [state, setState] = useState<LoadState>({ registry: 'loading', remotes: {} });
  // Answers of an earlier load (before a Retry of the registry, or after unmount) are dropped.
  const generation = useRef(0);

  const loadRemote = useCallback(
    async (remote: string, fresh: boolean) => {
      const current = generation.current;
      setState((s) => ({ ...s, remotes: { ...s.remotes, [remote]: { status: 'loading', sections: [] } } }));
      let next: LoadState['remotes'][string];
      try {
        if (fresh) await catalogue.reset(remote);
        next = { status: 'ready', sections: await loadSections(catalogue, remote, timeoutMs) };
      } catch (error) {
        console.error(`Sections of ${remote} unavailable`, error);
        next = { status: 'failed', sections: [] };
      }
      if (generation.current === current) setState((s) => ({ ...s, remotes: { ...s.remotes, [remote]: next } }));
    },
    [catalogue, timeoutMs],
  );

  const loadAll = useCallback(async () => {
    const current = ++generation.current;
    setState({ registry: 'loading', remotes: {} });
    let names: string[];
    try {
      names = await withTimeout(catalogue.names(), timeoutMs, '/remotes.json');
    } catch (error) {
      console.error('Remote registry unavailable', error);
      if (generation.current === current) setState({ registry: 'failed', remotes: {} });
      return;
    }
    if (generation.current !== current) return;
    setState({ registry: 'ready', remotes: Object.fromEntries(names.map((n) => [n, { status: 'loading', sections: [] }])) });
    for (const name of names) void loadRemote(name, false);
  }, [catalogue, loadRemote, timeoutMs]);

  useEffect(() => {
    void loadAll();
    return () => {
      generation.current++;
    };
  }, [loadAll]);

  const retry = useCallback(() => {
    if (state.registry === 'failed') {
      void loadAll();
      return;
    }
    for (const [name, remote] of Object.entries(state.remotes)) {
      if (remote.status === 'failed') void loadRemote(name, true);
    }
  }, [state, loadAll, loadRemote]);

  const value = useMemo<AdminSections>(() => {
    const remotes = Object.values(state.remotes);
    return {
      sections: mergeSections(
        remotes.map((r) => r.sections),
        role,
      ),
      loading: state.registry === 'loading' || remotes.some((r) => r.status === 'loading'),
      unavailable: state.registry === 'failed' || remotes.some((r) => r.status === 'failed'),
      retry,
    };
  }, [state, role, retry]);

  return <SectionsContext.Provider value={value}>{children}</SectionsContext.Provider>;
}

export function useAdminSections(): AdminSections {
  const value = useContext(SectionsContext);
  if (!value) throw new Error('useAdminSections needs an AdminSectionsProvider');
  return value;
}
