import { deepLinkToRoute } from './deep-link';

/**
 * Deep links can arrive before the window can take them (macOS open-url fires before
 * 'ready'; a cold start carries the link in argv). Routes wait here until the page is loaded,
 * then go out in arrival order. Refused links are logged and dropped.
 */
export function createDeepLinkDispatcher(options: {
  send: (route: string) => void;
  log?: (message: string) => void;
}) {
  const pending: string[] = [];
  let ready = false;
  return {
    /** Returns the route it accepted, or null when the link was refused. */
    receive(url: string): string | null {
      const route = deepLinkToRoute(url);
      if (!route) {
        options.log?.(`deep link refused: ${url}`);
        return null;
      }
      if (ready) options.send(route);
      else pending.push(route);
      return route;
    },
    /** The page loaded: deliver what waited. */
    setReady(): void {
      ready = true;
      for (const route of pending.splice(0)) options.send(route);
    },
    /** The window is gone or reloading: hold links again. */
    setNotReady(): void {
      ready = false;
    },
  };
}
