import { describe, expect, it } from 'vitest';
import { firebaseWebConfigSchema } from '../../../shared/settings/profile';
import { texts } from '../../../shared/texts/pt-BR';
import { firebaseOptionsOf, parseEmulatorHost } from './app';

describe('parseEmulatorHost', () => {
  it('splits host:port, IPv6 in brackets', () => {
    expect(parseEmulatorHost('127.0.0.1:8080')).toEqual({ host: '127.0.0.1', port: 8080 });
    expect(parseEmulatorHost(' localhost:9 ')).toEqual({ host: 'localhost', port: 9 });
    expect(parseEmulatorHost('[::1]:8080')).toEqual({ host: '::1', port: 8080 });
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
