// Test helpers (`@app/ui/testing`): never imported by production code.
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from '@app/router';

export interface RenderAtResult extends RenderResult {
  /** Where the router is now (pathname, search, ...): follows navigations and search-param changes. */
  location(): Location;
}

/**
 * The one way every app's tests render a screen: `ui` inside a router opened at `path` (the URL keeps the view:
 * sections, paging, filters). With `route` (e.g. '/admin/:section/*') `ui` is mounted under that pattern, the way the
 * shell mounts a remote, so route params resolve.
 */
export function renderAt(path: string, ui: ReactElement, { route }: { route?: string } = {}): RenderAtResult {
  let current: Location | undefined;
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      {route ? (
        <Routes>
          <Route path={route} element={ui} />
        </Routes>
      ) : (
        ui
      )}
      <LocationProbe />
    </MemoryRouter>,
  );
  return {
    ...view,
    location: () => {
      if (!current) throw new Error('renderAt: the router has not rendered');
      return current;
    },
  };
}
