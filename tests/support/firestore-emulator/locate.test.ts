import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { emulatorLaunches, NO_EMULATOR, startFirestoreEmulator } from './locate';

const javaPids = () => {
  try {
    return execFileSync('pgrep', ['-f', 'cloud-firestore-emulator|CloudFirestore'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
  } catch {
    return [];
  }
};

describe('Firestore emulator locator', () => {
  it.skipIf(emulatorLaunches().length === 0)(
    'starts the official emulator, serves, and leaves no JVM behind when stopped',
    async () => {
      // Its own emulator even where `npm test` shares one: this is the launcher's test.
      const shared = process.env.FIRESTORE_EMULATOR_HOST;
      delete process.env.FIRESTORE_EMULATOR_HOST;
      try {
        const before = new Set(javaPids());
        const emulator = await startFirestoreEmulator();
        expect(emulator).not.toBeNull();
        expect(emulator!.host).not.toBe(shared);
        const response = await fetch(`http://${emulator!.host}/`);
        expect(await response.text()).toContain('Ok');
        await emulator!.stop();
        await expect
          .poll(() => javaPids().filter((pid) => !before.has(pid)), { timeout: 10_000 })
          .toEqual([]);
      } finally {
        if (shared !== undefined) process.env.FIRESTORE_EMULATOR_HOST = shared;
      }
    },
    90_000,
  );

  it('uses FIRESTORE_EMULATOR_HOST as given, and never stops it', async () => {
    const saved = process.env.FIRESTORE_EMULATOR_HOST;
    process.env.FIRESTORE_EMULATOR_HOST = '127.0.0.1:1';
    try {
      const emulator = await startFirestoreEmulator();
      expect(emulator?.host).toBe('127.0.0.1:1');
      await emulator?.stop();
    } finally {
      if (saved === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
      else process.env.FIRESTORE_EMULATOR_HOST = saved;
    }
  });

  it('says how to get an emulator when none is found', () => {
    expect(NO_EMULATOR).toMatch(/google-cloud-cli-firestore-emulator/);
  });
});
