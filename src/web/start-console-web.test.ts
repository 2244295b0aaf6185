import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { texts } from '../shared/texts/pt-BR';
import { startConsoleWeb } from './start-console-web';
import type { WebConfig } from './web-config';

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
afterEach(() => {
  disk.full = false;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('startConsoleWeb on a full disk', () => {
  it('fails its first start with a pt-BR message and leaves no temp file', async () => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'web-full-')), 'dados');
    const config = {
      dataDir,
      port: 0,
      staticDir: join(repoRoot, 'dist-web'),
      seedPath: join(repoRoot, 'resources', 'demo-seed.json'),
      demoServices: false,
      testHooks: false,
    } satisfies WebConfig;
    disk.full = true;
    const started = startConsoleWeb({ config, env: {}, repoRoot, log: () => undefined });
    await expect(started).rejects.toThrow(texts.dataFolder.diskFull(dataDir));
    expect(
      existsSync(dataDir) ? readdirSync(dataDir).filter((n) => n.endsWith('.tmp')) : [],
    ).toEqual([]);
  });
});
