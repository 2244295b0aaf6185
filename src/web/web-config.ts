import { isAbsolute, join, resolve } from 'node:path';
import { texts } from '../shared/texts/pt-BR';

export interface WebConfig {
  port: number;
  dataDir: string;
  testHooks: boolean;
  seedPath: string;
  staticDir: string;
  /** Start the embedded demo services for the unconfigured local profile (off in tests). */
  demoServices?: boolean;
}

export const DEFAULT_WEB_PORT = 5757;

/**
 * Reads the web shell's environment: CONSOLE_PORT (default 5757), CONSOLE_DATA_DIR (default
 * ./.data/web), CONSOLE_SEED (default resources/demo-seed.json). Relative paths are taken from
 * the working directory, like any CLI. The test hooks are never read from the environment:
 * only the automated tests turn them on, in code (startConsoleWeb).
 */
export function readWebConfig(
  env: Record<string, string | undefined>,
  paths: { cwd: string; repoRoot: string },
): { ok: true; config: WebConfig } | { ok: false; message: string } {
  const rawPort = env.CONSOLE_PORT?.trim();
  let port = DEFAULT_WEB_PORT;
  if (rawPort) {
    port = Number(rawPort);
    if (!/^\d+$/.test(rawPort) || port > 65535) {
      return { ok: false, message: texts.web.invalidPort(rawPort) };
    }
  }
  const fromCwd = (value: string) => (isAbsolute(value) ? value : resolve(paths.cwd, value));
  return {
    ok: true,
    config: {
      port,
      dataDir: fromCwd(env.CONSOLE_DATA_DIR?.trim() || join('.data', 'web')),
      testHooks: false,
      seedPath: env.CONSOLE_SEED?.trim()
        ? fromCwd(env.CONSOLE_SEED.trim())
        : join(paths.repoRoot, 'resources', 'demo-seed.json'),
      staticDir: join(paths.repoRoot, 'out', 'web'),
      demoServices: env.CONSOLE_DEMO_SERVICES !== '0',
    },
  };
}
