import { DEMO_ASSETS_PATH, withDemoAssets } from '../../shared/data/demo-assets';
import type { SeedData } from '../../shared/data/seed';
import type { CreatePorts } from './provider';

/**
 * The real adapters, imported on demand: neither Dexie nor the Firebase SDK is part of the
 * first screen's bundle, and a local profile never loads Firebase at all. Only the entry
 * (main.tsx) uses this, so component tests never load an adapter.
 */
export const createAdapterPorts: CreatePorts = async (profile, deps) => {
  if (profile.kind === 'local') {
    const databaseName = 'console-desktop-' + profile.id;
    const adapter = import('./local');
    adapter.catch(() => {}); // awaited below: a failed chunk is thrown there, not unhandled
    // A first run (no database yet) needs the seed: its request goes out with the adapter's
    // chunk instead of after it and the database's opening.
    const early = (await isNewDatabase(databaseName)) ? settled(deps.loadSeed()) : null;
    const { createLocalDataPorts } = await adapter;
    return createLocalDataPorts({
      databaseName,
      // The demo images are the page's own files: the web host and app:// both serve /demo/.
      loadSeed: async () =>
        withDemoAssets(
          await (early ? early.then((take) => take()) : deps.loadSeed()),
          new URL(DEMO_ASSETS_PATH, document.baseURI).href,
        ),
      externalWrites: deps.demoWrites,
    });
  }
  const { createFirebaseDataPorts } = await import('./firebase');
  return createFirebaseDataPorts({ config: profile.firebase, appName: profile.id });
};

/** No IndexedDB database of that name yet; false where the browser cannot tell. */
async function isNewDatabase(name: string): Promise<boolean> {
  try {
    const databases = await indexedDB.databases();
    return !databases.some((database) => database.name === name);
  } catch {
    return false;
  }
}

/**
 * The seed's answer held until asked for: a failure is thrown where the seed is read (the
 * store's pt-BR error), and never reported as unhandled if the store turns out seeded.
 */
function settled(seed: Promise<SeedData>): Promise<() => SeedData> {
  return seed.then(
    (data) => () => data,
    (error: unknown) => () => {
      throw error;
    },
  );
}
