// Test helper: the whole shell (its routes) at a path, with the product's remotes in memory, and the per-test reset
// every shell spec needs (storage, session, HTTP mock; console errors of expected failures silenced).
import { mockHttp, type HttpMock } from '@app/api-client/testing';
import { resetSessionForTests } from '@app/session/testing';
import { renderAt } from '@app/ui/testing';
import { AppRoutes } from '../app/App';
import { RemoteCatalogueContext, type RemoteCatalogue } from '../app/remotes';
import { inMemoryRemotes, productRemotes } from './remotes';

export function renderShellAt(path: string, remotes: RemoteCatalogue = inMemoryRemotes(productRemotes())) {
  return renderAt(
    path,
    <RemoteCatalogueContext.Provider value={remotes}>
      <AppRoutes />
    </RemoteCatalogueContext.Provider>,
  );
}

/** Registers the reset around each test; the returned function gives the current test's HTTP mock. */
export function withShellTestSetup(): () => HttpMock {
  let http: HttpMock;
  beforeEach(() => {
    localStorage.clear();
    resetSessionForTests();
    http = mockHttp();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    http.restore();
    jest.restoreAllMocks();
  });
  return () => http;
}
