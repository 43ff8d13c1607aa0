import { lazy, Suspense, useCallback, useState, type LazyExoticComponent } from 'react';
import { useParams } from 'react-router';
import { LoadingSpinner, PlaceholderPage, RemoteErrorBoundary } from '@app/ui';
import { loadRemoteRoutes, resetRemote, type RemoteRoutesComponent } from './remotes';
import { sectionById } from './sections';

type LazyRoutes = LazyExoticComponent<RemoteRoutesComponent>;

// One lazy component per remote, reused across its sections; replaced on Retry
// (React.lazy caches a rejected import).
const lazyByRemote = new Map<string, LazyRoutes>();

function createLazy(remote: string, fresh: boolean): LazyRoutes {
  const component = lazy(async () => {
    if (fresh) await resetRemote(remote);
    return loadRemoteRoutes(remote);
  });
  lazyByRemote.set(remote, component);
  return component;
}

function lazyFor(remote: string): LazyRoutes {
  return lazyByRemote.get(remote) ?? createLazy(remote, false);
}

function RemoteHost({ remote, section }: { remote: string; section: string }) {
  const [Routes, setRoutes] = useState<LazyRoutes>(() => lazyFor(remote));
  const retry = useCallback(() => setRoutes(() => createLazy(remote, true)), [remote]);
  return (
    <RemoteErrorBoundary remoteName={remote} onRetry={retry}>
      <Suspense fallback={<LoadingSpinner center />}>
        <Routes section={section} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** /admin/:section/* : renders the remote that owns the section. */
export function RemoteSection() {
  const { section } = useParams();
  const owner = sectionById(section);
  if (!owner) return <PlaceholderPage title="Page not found" />;
  // Keyed by the remote's name: moving between remotes gives a fresh boundary and lazy component.
  return <RemoteHost key={owner.remote} remote={owner.remote} section={owner.id} />;
}
