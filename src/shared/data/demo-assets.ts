import type { SeedData } from './seed';

/**
 * The demo's images ship with the app (resources/public/demo, copied into the built renderer)
 * and the seed names them with this token, so no demo document points at a host that does not
 * exist. The token becomes the page's own `/demo/` folder when the seed is written: the web
 * host and the desktop protocol both serve it.
 */
export const DEMO_ASSETS_TOKEN = '{demoAssets}';

/** Where the built renderer holds the demo images, from its root. */
export const DEMO_ASSETS_PATH = '/demo/';

function resolveTokens(value: unknown, base: string): unknown {
  if (typeof value === 'string') return value.replaceAll(`${DEMO_ASSETS_TOKEN}/`, base);
  if (Array.isArray(value)) return value.map((item) => resolveTokens(item, base));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolveTokens(item, base)]),
    );
  }
  return value;
}

/**
 * The seed with every `{demoAssets}/…` (also inside a layout's JSON text) made an address
 * under `base`, which ends with a slash: e.g. `http://127.0.0.1:5173/demo/`.
 */
export function withDemoAssets(seed: SeedData, base: string): SeedData {
  return {
    documents: seed.documents.map((doc) => ({
      path: doc.path,
      data: resolveTokens(doc.data, base) as Record<string, unknown>,
    })),
  };
}
