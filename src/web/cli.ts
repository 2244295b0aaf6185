import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMainServices } from '../main/services/create-main-services';
import { ScriptedDialogPort } from '../main/services/dialogs/scripted-dialog-port';
import { createJsonFileStore } from '../main/services/settings/json-file-store';
import { texts } from '../shared/texts/pt-BR';
import { createWebHost } from './host';
import { createSystemOpener } from './open-external';
import { readWebConfig } from './web-config';

/**
 * `npm run web`: the console in a browser. Same services as the desktop app, settings in
 * ${CONSOLE_DATA_DIR}/settings.json, dialogs answered by the test hooks.
 */
async function main(): Promise<void> {
  const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
  const read = readWebConfig(process.env, { cwd: process.cwd(), repoRoot });
  if (!read.ok) return fail(read.message);
  const config = read.config;
  if (!existsSync(join(config.staticDir, 'index.html'))) {
    return fail(texts.web.missingBuild(config.staticDir));
  }
  mkdirSync(config.dataDir, { recursive: true });
  const { version } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  const log = (message: string, cause?: unknown) =>
    cause === undefined ? console.warn(message) : console.warn(message, cause);

  const scriptedDialogs = new ScriptedDialogPort((message) => log(message));
  const services = createMainServices({
    store: createJsonFileStore(join(config.dataDir, 'settings.json')),
    env: process.env,
    dialogPort: scriptedDialogs,
    fileUrl: (token) => `/__files/${encodeURIComponent(token)}`,
    openExternal: createSystemOpener(),
    shell: 'web',
    version,
    platform: process.platform,
    seedPath: config.seedPath,
    log: (message) => log(message),
  });

  let host;
  try {
    host = await createWebHost({
      port: config.port,
      staticDir: config.staticDir,
      services,
      scriptedDialogs,
      testHooks: config.testHooks,
      log,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      return fail(texts.web.portInUse(config.port));
    }
    throw error;
  }
  console.log(texts.web.listening(host.url));

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log(texts.web.stopping);
    void host.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

function fail(message: string): void {
  console.error(message);
  process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
