import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../free-port';

/**
 * firebase-tools' Storage emulator, in this process. Its rules engine is a Java program
 * that cannot be downloaded here, so rules are stubbed to allow everything: these tests
 * exercise the adapter's Storage calls, not security rules (ARCHITECTURE §8).
 */
export interface StorageEmulator {
  /** `127.0.0.1:port`, for connectStorageEmulator. */
  host: string;
  port: number;
  close(): Promise<void>;
}

export interface StorageEmulatorOptions {
  /** A port of the caller's choice, e.g. the one a stopped emulator had (default: a free one). */
  port?: number;
}

// firebase-tools ships CommonJS without type declarations; these are the parts we touch.
interface EmulatorInstance {
  start(): Promise<void>;
  stop(): Promise<void>;
  getName(): string;
  _rulesRuntime: { start(): Promise<void>; stop(): Promise<void> };
}
type EmulatorClass = new (args: Record<string, unknown>) => EmulatorInstance;
interface Registry {
  set(name: string, instance: EmulatorInstance): void;
  clear(name: string): void;
}

const require = createRequire(import.meta.url);

const allowAll = {
  verify: async () => ({ permitted: true, issues: { exist: () => false, all: [] } }),
};

/** Why the emulator cannot run here, or null when it can. */
export function storageEmulatorUnavailable(): string | null {
  try {
    require.resolve('firebase-tools/lib/emulator/storage/index.js');
    return null;
  } catch {
    return 'firebase-tools is not installed';
  }
}

export async function startStorageEmulator(
  projectId: string,
  options: StorageEmulatorOptions = {},
): Promise<StorageEmulator> {
  const { StorageEmulator: Base } = require('firebase-tools/lib/emulator/storage/index.js') as {
    StorageEmulator: EmulatorClass;
  };
  const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry.js') as {
    EmulatorRegistry: Registry;
  };
  // Its own blob folder: the default one is shared by every run on the machine.
  const blobs = mkdtempSync(join(tmpdir(), 'storage-emulator-'));
  class Stubbed extends Base {
    createRulesManager() {
      return { start: async () => [], stop: async () => {}, getRuleset: () => allowAll };
    }
    getPersistenceTmpDir() {
      return blobs;
    }
  }
  const port = options.port ?? (await freePort());
  const emulator = new Stubbed({ projectId, host: '127.0.0.1', port, auto_download: false });
  emulator._rulesRuntime = { start: async () => {}, stop: async () => {} };
  // Download URLs and bucket metadata are built from the registry's entry.
  EmulatorRegistry.set(emulator.getName(), emulator);
  await emulator.start();
  return {
    host: `127.0.0.1:${port}`,
    port,
    async close() {
      await emulator.stop();
      EmulatorRegistry.clear(emulator.getName());
      rmSync(blobs, { recursive: true, force: true });
    },
  };
}
