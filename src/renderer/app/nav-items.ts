import type { ReactNode } from 'react';
import { screenRoutes } from './screen-routes';

export interface NavItem {
  key: string;
  path: string;
  label: string;
  icon: ReactNode;
}

/** The menu: the screens of the route table that have an entry, in its order. */
export const navItems: readonly NavItem[] = screenRoutes.flatMap((route) =>
  route.menu ? [{ key: route.key, path: route.path, ...route.menu }] : [],
);

/** Paths under /console that are screens of their own, not collection names. */
const ownPaths = new Set(navItems.map((item) => item.path.split('/')[2]).filter(Boolean));

/**
 * The menu entry a route belongs to: its own screen, a product code under Produto, the
 * configuration documents under Configuração do projeto, and any other
 * /console/{collection}[/{doc}] under Coleções.
 */
export function navKeyForPath(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] !== 'console') return null;
  if (segments.length === 1) return 'home';
  const first = segments[1];
  // The configuration documents belong to their overview's entry, not to Coleções.
  if (first === 'config') return 'project-config';
  if (ownPaths.has(first)) return navItems.find((item) => item.path === `/console/${first}`)!.key;
  return segments.length <= 3 ? 'collections' : null;
}
