import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createMainServices, type MainServices } from '../main/services/create-main-services';
import { prepareDataFolder } from '../main/services/files/data-folder';
import { explainStartupFailure } from '../main/services/startup-failure';
import { createJsonFileStore } from '../main/services/settings/json-file-store';
import { startDemoServices } from '../main/services/demo-services/embedded-demo';
import { browserShellDialogPort, refuseChosenFileUrl } from './browser-dialog-port';
import { createWebHost, type WebHost } from './host';
import { readOrCreateSessionSecret } from './session-secret-file';
import { createSystemOpener } from './open-external';
import type { WebConfig } from './web-config';

export interface StartConsoleWebOptions {
  config: WebConfig;
  /** Environment overrides (CONSOLE_WORKERS_URL ...); tests pass their own, not process.env. */
  env: Record<string, string | undefined>;
  repoRoot: string;
  openExternal?: (url: string) => Promise<void>;
  log?: (message: string, cause?: unknown) => void;
}

/**
 * The web shell as one call: the desktop app's services (settings in
 * ${dataDir}/settings.json; files opened and saved by the browser) behind the web host.
 * Used by `npm run web` and by the end-to-end fixtures, so both run the same wiring.
 */
export async function startConsoleWeb(options: StartConsoleWebOptions): Promise<WebHost> {
  const { config } = options;
  const log =
    options.log ??
    ((message: string, cause?: unknown) =>
      cause === undefined ? console.warn(message) : console.warn(message, cause));
  const { version } = JSON.parse(readFileSync(join(options.repoRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  let services: MainServices;
  let sessionSecret: string;
  // The first writes of a first start: a full disk or a locked folder is said in pt-BR.
  try {
    prepareDataFolder(config.dataDir);
    sessionSecret = readOrCreateSessionSecret(config.dataDir);
    services = createMainServices({
      store: createJsonFileStore(join(config.dataDir, 'settings.json')),
      env: options.env,
      dialogPort: browserShellDialogPort,
      fileUrl: refuseChosenFileUrl,
      openExternal: options.openExternal ?? createSystemOpener(),
      shell: 'web',
      version,
      platform: process.platform,
      seedPath: config.seedPath,
      dataDir: config.dataDir,
      log: (message) => log(message),
      startDemoServices: config.demoServices ? startDemoServices : undefined,
    });
  } catch (error) {
    throw explainStartupFailure(error, config.dataDir);
  }
  await services.startDemoServicesIfWanted();
  return createWebHost({
    sessionSecret,
    port: config.port,
    staticDir: config.staticDir,
    services,
    testHooks: config.testHooks,
    log,
  });
}
