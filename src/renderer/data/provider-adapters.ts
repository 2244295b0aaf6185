import { DEMO_ASSETS_PATH, withDemoAssets } from '../../shared/data/demo-assets';
import type { ConnectionProfile } from '../../shared/settings/profile';
import type { AppBridge } from '../bridge/bridge';
import type { CreatePorts, CreatePortsDeps } from './provider';
import type { DataPorts } from './ports';

/** What the adapters take from main: the demo seed and the demo services' writes. */
export const bridgeAdapterDeps = (bridge: AppBridge): CreatePortsDeps => ({
  loadSeed: () => bridge.invoke('app.getSeedData', {}),
  demoWrites: (listener) => bridge.on('demo.documentWritten', listener),
});

const openAdapterPorts: CreatePorts = async (profile, deps) => {
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

/** Ports opened at boot (openPortsEarly) that no DataProvider has taken yet. */
let early: { profileKey: string; ports: Promise<DataPorts> } | null = null;

/**
 * Opens the profile's ports as soon as the settings name it (boot), before React has drawn
 * the shell whose DataProvider asks for them: its adapter's chunk, its database and a first
 * run's seed then come while the shell renders. createAdapterPorts hands them over once.
 */
export function openPortsEarly(profile: ConnectionProfile, deps: CreatePortsDeps): void {
  if (early) return;
  const ports = openAdapterPorts(profile, deps);
  ports.catch(() => {}); // the DataProvider that takes them shows a failure, with its retry
  early = { profileKey: JSON.stringify(profile), ports };
}

/**
 * The real adapters, imported on demand: neither Dexie nor the Firebase SDK is part of the
 * first screen's bundle, and a local profile never loads Firebase at all. Only the entry
 * (main.tsx) uses this, so component tests never load an adapter. The first call takes the
 * ports opened early when they are for the same profile, and closes them when not.
 */
export const createAdapterPorts: CreatePorts = (profile, deps) => {
  const opened = early;
  early = null;
  if (opened?.profileKey === JSON.stringify(profile)) return opened.ports;
  opened?.ports.then((ports) => ports.dispose()).catch(() => {});
  return openAdapterPorts(profile, deps);
};
