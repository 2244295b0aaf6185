import { useEffect, useRef, type ReactNode } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import { loadableScreen } from './loadable-screen';
import { ScreenFrame } from './screen-frame';
import { screenRoutes } from './screen-routes';

const CollectionScreen = loadableScreen(() => import('../screens/collections/collection-screen'));
const NotFoundScreen = loadableScreen(() => import('../screens/not-found/not-found-screen'));

/**
 * Starts fetching the chunk of the screen at `pathname` (the one about to open), as the
 * routes below would pick it: a menu entry's on hover or focus, and the first screen's once
 * the shell is on screen (before, it would compete with the shell's first paint).
 */
export function preloadScreenAt(pathname: string): void {
  const at = pathname === '/' ? '/console' : pathname; // the redirect below
  const route = screenRoutes.find(({ path }) => matchPath(path, at));
  if (route) void route.screen.preload();
  else if (matchPath('/console/:collection/:docId?', at)) void CollectionScreen.preload();
}

const screen = (element: ReactNode, needsData = true, multiProject = false) => (
  <ScreenFrame needsData={needsData} multiProject={multiProject}>
    {element}
  </ScreenFrame>
);

/**
 * The screens of screen-routes.tsx, then any other /console/{collection}[/{docId}]: static
 * segments outrank :collection, so a screen's path is never read as a collection.
 */
export function AppRoutes() {
  usePreloadFirstScreen();
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/console" replace />} />
      {screenRoutes.map(({ key, path, screen: Screen, needsData = true, multiProject }) => (
        <Route key={key} path={path} element={screen(<Screen />, needsData, multiProject)} />
      ))}
      <Route path="/console/:collection" element={screen(<CollectionScreen />)} />
      <Route path="/console/:collection/:docId" element={screen(<CollectionScreen />)} />
      <Route path="*" element={screen(<NotFoundScreen />, false)} />
    </Routes>
  );
}

/**
 * The first screen's chunk loads while the data connects, not after, but is asked for just
 * after the data adapter's (DataProvider's effect runs after this one, in the same task): the
 * adapter's chain (chunk, database, a first run's seed) is the longer, and the host answers six
 * requests at a time.
 */
function usePreloadFirstScreen(): void {
  const first = useRef(useLocation().pathname);
  useEffect(() => queueMicrotask(() => preloadScreenAt(first.current)), []);
}
