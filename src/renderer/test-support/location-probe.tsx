import { useLocation } from 'react-router';

let lastPath = '';

/** Exposes the router's location to tests without a real address bar. */
export function LocationProbe() {
  const location = useLocation();
  lastPath = location.pathname + location.search;
  return null;
}

/** Where the last rendered router was, path and query. */
export const currentPath = (): string => lastPath;
