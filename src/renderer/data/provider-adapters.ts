import { DEMO_ASSETS_PATH, withDemoAssets } from '../../shared/data/demo-assets';
import type { CreatePorts } from './provider';

/**
 * The real adapters, imported on demand: neither Dexie nor the Firebase SDK is part of the
 * first screen's bundle, and a local profile never loads Firebase at all. Only the entry
 * (main.tsx) uses this, so component tests never load an adapter.
 */
export const createAdapterPorts: CreatePorts = async (profile, deps) => {
  if (profile.kind === 'local') {
    const { createLocalDataPorts } = await import('./local');
    return createLocalDataPorts({
      databaseName: 'console-desktop-' + profile.id,
      // The demo images are the page's own files: the web host and app:// both serve /demo/.
      loadSeed: async () =>
        withDemoAssets(await deps.loadSeed(), new URL(DEMO_ASSETS_PATH, document.baseURI).href),
      externalWrites: deps.demoWrites,
    });
  }
  const { createFirebaseDataPorts } = await import('./firebase');
  return createFirebaseDataPorts({ config: profile.firebase, appName: profile.id });
};
