import { createContext, useContext, useState, type ReactNode } from 'react';
import {
  createBrowserRouter,
  createHashRouter,
  RouterProvider,
  type RouteObject,
} from 'react-router';

type DataRouter = ReturnType<typeof createBrowserRouter>;

// The tree under the router comes through context, so the router is created once and the
// children can still change on every render.
const RoutedTree = createContext<ReactNode>(null);

function RoutedTreeSlot() {
  return <>{useContext(RoutedTree)}</>;
}

/**
 * One catch-all route holding the whole tree: the `<Routes>` below keep matching as before,
 * and the tree runs inside a data router, which `useBlocker` (the leave guard) requires.
 */
const catchAllRoutes: RouteObject[] = [{ path: '*', element: <RoutedTreeSlot /> }];

/** A data router made once by `createRouter`, around `children`. */
export function DataRouterShell({
  createRouter,
  children,
}: {
  createRouter: (routes: RouteObject[]) => DataRouter;
  children: ReactNode;
}) {
  const [router] = useState(() => createRouter(catchAllRoutes));
  return (
    <RoutedTree.Provider value={children}>
      <RouterProvider router={router} />
    </RoutedTree.Provider>
  );
}

// One router per page: StrictMode runs state initialisers twice, and a second browser router
// would keep listening to the page's history.
let pageRouter: DataRouter | null = null;
const platformRouter = (routes: RouteObject[]) => {
  if (pageRouter) return pageRouter;
  const hashRoutes = usesHashRoutes(window.location.protocol);
  openAtConsole(hashRoutes);
  pageRouter = hashRoutes ? createHashRouter(routes) : createBrowserRouter(routes);
  return pageRouter;
};

/**
 * The bare address is Início's: the router starts there, instead of rendering the shell for
 * '/' and redirecting (a second render of the whole shell at start-up).
 */
function openAtConsole(hashRoutes: boolean): void {
  const { pathname, search, hash } = window.location;
  if (hashRoutes) {
    if (hash === '' || hash === '#' || hash === '#/')
      window.history.replaceState(null, '', '#/console');
  } else if (pathname === '/') {
    window.history.replaceState(null, '', `/console${search}${hash}`);
  }
}

/** The packaged app serves one file, app://console/index.html: only the hash carries a route. */
export const usesHashRoutes = (protocol: string): boolean =>
  protocol === 'app:' || protocol === 'file:';

/**
 * The packaged app loads app://console/index.html, where only the hash can carry a route; the
 * web shell serves index.html for every in-app path, so it uses real paths.
 */
export function PlatformRouter({ children }: { children: ReactNode }) {
  return <DataRouterShell createRouter={platformRouter}>{children}</DataRouterShell>;
}
