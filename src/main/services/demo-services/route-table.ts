import { consoleApiRoutes } from './console-api-routes';
import { functionsRoutes } from './functions-routes';
import type { RouteDef } from './route-def';
import type { RouteInfo } from './types';
import { workersRoutes } from './workers-routes';

export const routeDefs: readonly RouteDef[] = [
  ...workersRoutes,
  ...consoleApiRoutes,
  ...functionsRoutes,
];

export const routeInfos: readonly RouteInfo[] = routeDefs.map(({ id, service, method, path }) => ({
  id,
  service,
  method,
  path,
}));

export const routeIds: ReadonlySet<string> = new Set(routeDefs.map((route) => route.id));

interface CompiledRoute {
  def: RouteDef;
  /** A literal segment, or null where the pattern captures a parameter. */
  segments: readonly (string | null)[];
  names: readonly string[];
}

const compiled: readonly CompiledRoute[] = routeDefs.map((def) => {
  const parts = def.path.split('/').slice(1);
  return {
    def,
    segments: parts.map((part) => (part.startsWith(':') ? null : part)),
    names: parts.filter((part) => part.startsWith(':')).map((part) => part.slice(1)),
  };
});

// Grouped by segment count so a lookup compares against a handful of routes only.
const bySegmentCount = new Map<number, CompiledRoute[]>();
for (const route of compiled) {
  const list = bySegmentCount.get(route.segments.length) ?? [];
  list.push(route);
  bySegmentCount.set(route.segments.length, list);
}

export type RouteMatch =
  | { kind: 'found'; def: RouteDef; params: Record<string, string> }
  | { kind: 'wrong-method'; allow: string[]; def: RouteDef }
  | { kind: 'none' };

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Matches a raw path (no query). Parameters are URI-decoded and never empty. */
export function matchRoute(method: string, path: string): RouteMatch {
  const parts = path.split('/');
  parts.shift();
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  const candidates = bySegmentCount.get(parts.length);
  if (!candidates) return { kind: 'none' };
  let wrongMethod: RouteDef[] | null = null;
  for (const route of candidates) {
    let same = true;
    for (let i = 0; i < parts.length; i++) {
      const literal = route.segments[i];
      if (literal === null ? parts[i] === '' : literal !== parts[i]) {
        same = false;
        break;
      }
    }
    if (!same) continue;
    if (route.def.method !== method) {
      (wrongMethod ??= []).push(route.def);
      continue;
    }
    const params: Record<string, string> = {};
    let n = 0;
    for (let i = 0; i < parts.length; i++) {
      if (route.segments[i] !== null) continue;
      const value = decodeSegment(parts[i]);
      if (value === null) return { kind: 'none' };
      params[route.names[n++]] = value;
    }
    return { kind: 'found', def: route.def, params };
  }
  if (wrongMethod) {
    return {
      kind: 'wrong-method',
      allow: wrongMethod.map((def) => def.method),
      def: wrongMethod[0],
    };
  }
  return { kind: 'none' };
}
