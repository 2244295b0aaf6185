import { render } from './render';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '../app/app-providers';
import { createFakeBridge, type FakeBridge } from '../../../tests/support/fake-bridge';

// antd's injected style sheets make the per-element visibility check very slow under jsdom.

/**
 * A component inside antd's App, the bridge (a fake one) and a data router at `path`, with one
 * route per entry of `routes` so tests can navigate and see where they landed.
 */
export function renderWithApp(
  routes: Record<string, ReactNode>,
  { path = Object.keys(routes)[0], bridge = createFakeBridge() } = {} as {
    path?: string;
    bridge?: FakeBridge;
  },
) {
  let lastPath = '';
  function Probe({ children }: { children: ReactNode }) {
    const location = useLocation();
    lastPath = location.pathname + location.search;
    return <>{children}</>;
  }
  const router = createMemoryRouter(
    Object.entries(routes).map(([routePath, element]) => ({
      path: routePath,
      element: <Probe>{element}</Probe>,
    })),
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders bridge={bridge.bridge} motion={false}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, bridge, router, currentPath: () => lastPath };
}
