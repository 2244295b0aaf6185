import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { texts } from '../shared/texts/pt-BR';
import type { WebHost } from './host';
import { StartupFailure } from '../main/services/startup-failure';
import { logUnhandledRejections } from './process-guard';
import { startConsoleWeb } from './start-console-web';
import { readWebConfig } from './web-config';

/**
 * `npm run web`: the console in a browser, on 127.0.0.1 under its own `.localhost` name.
 * Ctrl+C stops it cleanly.
 */
async function main(): Promise<void> {
  logUnhandledRejections((message, cause) => console.error(message, cause));
  const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
  const read = readWebConfig(process.env, { cwd: process.cwd(), repoRoot });
  if (!read.ok) return fail(read.message);
  const config = read.config;
  if (process.env.CONSOLE_TEST_HOOKS) console.warn(texts.web.testHooksIgnored);
  if (!existsSync(join(config.staticDir, 'index.html'))) {
    return fail(texts.web.missingBuild(config.staticDir));
  }

  let host: WebHost;
  try {
    host = await startConsoleWeb({ config, env: process.env, repoRoot });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      return fail(texts.web.portInUse(config.port));
    }
    // A full disk or a locked data folder: the pt-BR message, not a stack trace.
    if (error instanceof StartupFailure) return fail(error.message);
    throw error;
  }
  console.log(texts.web.listening(host.launchUrl));

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
