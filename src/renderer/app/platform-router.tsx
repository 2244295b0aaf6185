import type { ReactNode } from 'react';
import { BrowserRouter, HashRouter } from 'react-router';

/**
 * Electron loads the page from file://, where only the hash can carry a route; the web shell
 * serves index.html for every in-app path, so it uses real paths.
 */
export function PlatformRouter({ children }: { children: ReactNode }) {
  return window.location.protocol === 'file:' ? (
    <HashRouter>{children}</HashRouter>
  ) : (
    <BrowserRouter>{children}</BrowserRouter>
  );
}
