import { chmodSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { texts } from '../shared/texts/pt-BR';
import type { WebHost } from './host';
import { startConsoleWeb } from './start-console-web';
import type { WebConfig } from './web-config';
import { tempFolder } from '../../tests/support/temp-folder';

/** While true, every write to a file reports a full disk, as the system does (ENOSPC). */
const disk = vi.hoisted(() => ({ full: false }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const writeSync = ((...args: Parameters<typeof fs.writeSync>) => {
    if (disk.full) {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
        code: 'ENOSPC',
      });
    }
    return (fs.writeSync as (...a: unknown[]) => number)(...args);
  }) as typeof fs.writeSync;
  return { ...fs, default: { ...fs, writeSync }, writeSync };
});

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
let dataDir = '';
let host: WebHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
  disk.full = false;
});

const configIn = (folder: string) =>
  ({
    dataDir: folder,
    port: 0,
    staticDir: join(repoRoot, 'dist-web'),
    seedPath: join(repoRoot, 'resources', 'demo-seed.json'),
    demoServices: false,
    testHooks: false,
  }) satisfies WebConfig;

describe.skipIf(process.platform === 'win32')('startConsoleWeb data folder', () => {
  it('keeps the data folder owner-only, tightening one made world-readable', async () => {
    dataDir = join(tempFolder('web-mode-'), 'dados');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o755);
    host = await startConsoleWeb({
      config: configIn(dataDir),
      env: {},
      repoRoot,
      log: () => undefined,
    });
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'web-session.secret')).mode & 0o777).toBe(0o600);
  });
});

describe('startConsoleWeb on a full disk', () => {
  it('fails its first start with a pt-BR message and leaves no temp file', async () => {
    dataDir = join(tempFolder('web-full-'), 'dados');
    const config = configIn(dataDir);
    disk.full = true;
    const started = startConsoleWeb({ config, env: {}, repoRoot, log: () => undefined });
    await expect(started).rejects.toThrow(texts.dataFolder.diskFull(dataDir));
    expect(
      existsSync(dataDir) ? readdirSync(dataDir).filter((n) => n.endsWith('.tmp')) : [],
    ).toEqual([]);
  });
});
