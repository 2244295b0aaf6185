import { getApps } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { firebaseWebConfigSchema } from '../../../shared/settings/profile';
import { texts } from '../../../shared/texts/pt-BR';
import {
  firebaseOptionsOf,
  openFirebase,
  parseEmulatorHost,
  STORAGE_OPERATION_RETRY_MS,
  STORAGE_UPLOAD_RETRY_MS,
} from './app';

describe('parseEmulatorHost', () => {
  it('splits host:port, IPv6 in brackets', () => {
    expect(parseEmulatorHost('127.0.0.1:8080')).toEqual({ host: '127.0.0.1', port: 8080 });
    expect(parseEmulatorHost(' localhost:9 ')).toEqual({ host: 'localhost', port: 9 });
    expect(parseEmulatorHost('[::1]:8080')).toEqual({ host: '::1', port: 8080 });
  });

  it('rejects an emulator on another machine in pt-BR', () => {
    for (const bad of ['10.0.0.5:8080', 'emulador.exemplo.com:8080']) {
      expect(() => parseEmulatorHost(bad)).toThrow(texts.firebase.emulatorHostInvalid(bad));
    }
  });

  it('rejects anything else in pt-BR', () => {
    for (const bad of ['localhost', ':8080', 'host:0', 'host:70000', 'http://host:80', 'h:x']) {
      expect(() => parseEmulatorHost(bad)).toThrow(texts.firebase.emulatorHostInvalid(bad));
    }
  });
});

describe('firebaseOptionsOf', () => {
  it('leaves empty profile fields unset', () => {
    const config = firebaseWebConfigSchema.parse({ apiKey: 'k', projectId: 'p', appId: ' a ' });
    expect(firebaseOptionsOf(config)).toEqual({
      apiKey: 'k',
      authDomain: undefined,
      projectId: 'p',
      storageBucket: undefined,
      appId: 'a',
      messagingSenderId: undefined,
    });
  });
});

describe('the Storage of an opened profile', () => {
  const config = firebaseWebConfigSchema.parse({
    apiKey: 'k',
    projectId: 'p',
    storageBucket: 'p.appspot.com',
    storageEmulatorHost: '127.0.0.1:9199',
  });

  it('gives up retrying after a bounded time, not the SDK default of 10 minutes', async () => {
    const services = openFirebase(config, 'storage-bounds', 'memory');
    try {
      const storage = services.storage();
      expect(storage.maxUploadRetryTime).toBe(STORAGE_UPLOAD_RETRY_MS);
      expect(storage.maxOperationRetryTime).toBe(STORAGE_OPERATION_RETRY_MS);
      expect(STORAGE_UPLOAD_RETRY_MS).toBeLessThan(10 * 60_000);
    } finally {
      await services.close();
    }
  });

  it('refuses a Storage emulator on another machine before making an app', () => {
    // A config that skipped the schema (the schema refuses it too).
    const remote = { ...config, storageEmulatorHost: '10.0.0.5:9199' };
    expect(() => openFirebase(remote, 'storage-remote', 'memory')).toThrow(
      texts.firebase.storageEmulatorHostInvalid('10.0.0.5:9199'),
    );
    expect(getApps().map((app) => app.name)).not.toContain('storage-remote');
  });
});
