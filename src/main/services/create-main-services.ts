import { createAppService, type AppService } from './app/app-service';
import { createCsvExportSessions, type CsvExportSessions } from './csv/csv-export-sessions';
import { createCsvService, type CsvService } from './csv/csv-service';
import type { DialogPort } from './dialogs/dialog-port';
import { createDialogService, type DialogService } from './dialogs/dialog-service';
import { createChosenFiles, type ChosenFiles } from './files/chosen-files';
import { createHttpClient, type HttpClient } from './http/http-client';
import { createIdTokenHolder, type IdTokenHolder } from './session/id-token-holder';
import type { KeyValueStore } from './settings/key-value-store';
import {
  createSettingsService,
  wantsDemoServices,
  type SettingsService,
} from './settings/settings-service';
import type { DemoServices } from './demo-services/embedded-demo';
import { DEMO_SECRET_HEADER } from './demo-services/guard';
import type { DemoDocumentWrite } from '../../shared/bridge/demo';
import type { SeedData } from '../../shared/data/seed';
import { createSyncEngine, isRunActive, type SyncEngine } from './sync/sync-engine';
import { createSyncFeed, type SyncFeed } from './sync/sync-feed';
import {
  createUpdateService,
  type UpdateService,
  type UpdaterPort,
} from './updates/update-service';

export interface MainServicesOptions {
  store: KeyValueStore;
  env: Record<string, string | undefined>;
  dialogPort: DialogPort;
  fileUrl: (token: string) => string;
  openExternal: (url: string) => Promise<void>;
  shell: 'electron' | 'web';
  version: string;
  platform: string;
  seedPath: string;
  /** The app's data folder: the sync journal and history live under it. */
  dataDir: string;
  fetch?: typeof fetch;
  log?: (message: string) => void;
  /** Starts the embedded demo services (demo-services/embedded-demo.ts); none in unit tests. */
  startDemoServices?: (
    onDocumentWritten: (write: DemoDocumentWrite) => void,
    loadSeed?: () => Promise<SeedData>,
  ) => Promise<DemoServices>;
  /** An installed desktop copy's updater (updates.electron.ts); none: updates are off. */
  updater?: UpdaterPort | null;
}

export interface MainServices {
  settings: SettingsService;
  http: HttpClient;
  dialogs: DialogService;
  chosenFiles: ChosenFiles;
  csv: CsvService;
  csvExports: CsvExportSessions;
  app: AppService;
  sync: SyncEngine;
  syncFeed: SyncFeed;
  /** Documents the demo services wrote, for the local store (a bridge event). */
  demoWrites: { onWritten(listener: (write: DemoDocumentWrite) => void): () => void };
  /** The signed-in user's ID token, for the calls main makes on its own (sync, backend send). */
  session: IdTokenHolder;
  /** Updates of an installed copy: checked by the shell with `updates.start()`. */
  updates: UpdateService;
  /**
   * Starts the demo services when the active profile is the unconfigured local one (no URL,
   * no override); a Firebase profile or any configured URL starts nothing.
   */
  startDemoServicesIfWanted(): Promise<void>;
  /** Stops the sync engine cleanly (the journal is closed; a run resumes paused next time). */
  dispose(): Promise<void>;
}

/** Builds every main-process service from what the shell (Electron or web) provides. */
export function createMainServices(options: MainServicesOptions): MainServices {
  const settings = createSettingsService({
    store: options.store,
    env: options.env,
    log: options.log,
  });
  let demo: DemoServices | null = null;
  const http = createHttpClient({
    getProfile: () => settings.effectiveProfile(),
    fetch: options.fetch,
    // The demo's secret goes to the demo only, never to a configured service.
    serviceHeaders: (base): Record<string, string> =>
      demo && base === demo.url ? { [DEMO_SECRET_HEADER]: demo.secret } : {},
  });
  const chosenFiles = createChosenFiles();
  const dialogs = createDialogService({
    port: options.dialogPort,
    chosenFiles,
    fileUrl: options.fileUrl,
  });
  const csv = createCsvService({ chosenFiles, dialogs });
  const csvExports = createCsvExportSessions({ dialogs });
  const app = createAppService({
    info: { version: options.version, shell: options.shell, platform: options.platform },
    openExternal: options.openExternal,
    seedPath: options.seedPath,
  });
  const session = createIdTokenHolder();
  const sync = createSyncEngine({
    dataDir: options.dataDir,
    http,
    getProfile: () => settings.effectiveProfile(),
    getIdToken: () => session.get(),
    log: options.log,
  });
  const syncFeed = createSyncFeed(sync);
  const updates = createUpdateService({
    updater: options.updater ?? null,
    isSyncRunning: () => isRunActive(sync.progress()),
    log: options.log,
  });
  const demoListeners = new Set<(write: DemoDocumentWrite) => void>();
  const demoWrites = {
    onWritten(listener: (write: DemoDocumentWrite) => void) {
      demoListeners.add(listener);
      return () => demoListeners.delete(listener);
    },
  };
  return {
    demoWrites,
    settings,
    http,
    dialogs,
    chosenFiles,
    csv,
    csvExports,
    app,
    sync,
    syncFeed,
    session,
    updates,
    async startDemoServicesIfWanted() {
      if (demo || !options.startDemoServices) return;
      if (!wantsDemoServices(settings.effectiveProfile())) return;
      try {
        demo = await options.startDemoServices(
          (write) => {
            for (const listener of demoListeners) listener(write);
          },
          () => app.getSeedData(),
        );
        settings.useDemoServices(demo.url, demo.assetsUrl);
      } catch (error) {
        options.log?.(`demo services did not start: ${String(error)}`);
      }
    },
    async dispose() {
      updates.dispose();
      syncFeed.dispose();
      await csvExports.dispose();
      await sync.dispose();
      settings.useDemoServices(null);
      await demo?.close();
      demo = null;
    },
  };
}
