import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ScreenFrame } from './screen-frame';
import { screenRoutes } from './screen-routes';

const CollectionScreen = lazy(() => import('../screens/collections/collection-screen'));
const NotFoundScreen = lazy(() => import('../screens/not-found/not-found-screen'));

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
