import { lazy, Suspense, useCallback, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useParams } from '@app/router';
import { LoadingSpinner, Placeholder, RemoteErrorBoundary, RemoteFallback } from '@app/ui';
import { messages } from '../messages';
import { useAdminSections } from './AdminSections';
import { useRemoteCatalogue, type RemoteCatalogue } from './remotes';

type RemoteRoutesComponent = ComponentType<{ section: string }>;
type LazyRoutes = LazyExoticComponent<RemoteRoutesComponent>;

// One lazy component per remote (and catalogue), reused across its sections; replaced on Retry
// (React.lazy caches a rejected import).
const lazyByCatalogue = new WeakMap<RemoteCatalogue, Map<string, LazyRoutes>>();

async function loadRoutes(catalogue: RemoteCatalogue, remote: string): Promise<{ default: RemoteRoutesComponent }> {
  const mod = (await catalogue.load(remote, './routes')) as { default?: unknown } | null;
  if (!mod || typeof mod.default !== 'function') throw new Error(`Remote ${remote} did not expose ./routes`);
  return { default: mod.default as RemoteRoutesComponent };
}

function createLazy(catalogue: RemoteCatalogue, remote: string, fresh: boolean): LazyRoutes {
  const component = lazy(async () => {
    if (fresh) await catalogue.reset(remote);
    return loadRoutes(catalogue, remote);
  });
  const byRemote = lazyByCatalogue.get(catalogue) ?? new Map<string, LazyRoutes>();
  byRemote.set(remote, component);
  lazyByCatalogue.set(catalogue, byRemote);
  return component;
}

function lazyFor(catalogue: RemoteCatalogue, remote: string): LazyRoutes {
  return lazyByCatalogue.get(catalogue)?.get(remote) ?? createLazy(catalogue, remote, false);
}

function RemoteHost({ remote, section }: { remote: string; section: string }) {
  const catalogue = useRemoteCatalogue();
  const [Routes, setRoutes] = useState<LazyRoutes>(() => lazyFor(catalogue, remote));
  const retry = useCallback(() => setRoutes(() => createLazy(catalogue, remote, true)), [catalogue, remote]);
  return (
    <RemoteErrorBoundary remoteName={remote} onRetry={retry}>
      <Suspense fallback={<LoadingSpinner center />}>
        <Routes section={section} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** /admin/:section/* : renders the remote that declared the section. */
export function RemoteSection() {
  const { section } = useParams();
  const { sections, loading, unavailable, retry } = useAdminSections();
  const owner = sections.find((s) => s.id === section);
  // Keyed by the remote's name: moving between remotes gives a fresh boundary and lazy component.
  if (owner) return <RemoteHost key={owner.remote} remote={owner.remote} section={owner.id} />;
  if (loading) return <LoadingSpinner center />;
  // Not declared by any remote that answered: it may belong to one that did not.
  if (unavailable) return <RemoteFallback onRetry={retry} />;
  return <Placeholder title={messages.pageNotFound} notFound />;
}
