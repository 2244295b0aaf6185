import { describe, expect, it } from 'vitest';
import { loopbackEmulatorHost, loopbackEmulatorOrigin, splitEmulatorHost } from './emulator-host';

describe('splitEmulatorHost', () => {
  it('splits host:port, IPv6 in brackets', () => {
    expect(splitEmulatorHost(' 10.0.0.5:9199 ')).toEqual({ host: '10.0.0.5', port: 9199 });
    expect(splitEmulatorHost('[::1]:9199')).toEqual({ host: '::1', port: 9199 });
  });

  it('refuses anything that is not host:port', () => {
    for (const bad of ['', 'localhost', ':9199', 'h:0', 'h:65536', 'http://h:80', 'a/b:80']) {
      expect(splitEmulatorHost(bad)).toBeNull();
    }
  });
});

describe('loopbackEmulatorHost', () => {
  it('takes only this machine', () => {
    expect(loopbackEmulatorHost('127.0.0.1:9199')).toEqual({ host: '127.0.0.1', port: 9199 });
    expect(loopbackEmulatorHost('localhost:9199')).toEqual({ host: 'localhost', port: 9199 });
    expect(loopbackEmulatorHost('[::1]:9199')).toEqual({ host: '::1', port: 9199 });
    expect(loopbackEmulatorHost('10.0.0.5:9199')).toBeNull();
    expect(loopbackEmulatorHost('127.0.0.1.example.com:9199')).toBeNull();
  });
});

describe('loopbackEmulatorOrigin', () => {
  it('takes an http(s)://host:port URL on this machine, as its origin', () => {
    expect(loopbackEmulatorOrigin('http://127.0.0.1:9099')).toBe('http://127.0.0.1:9099');
    expect(loopbackEmulatorOrigin(' http://localhost:9099/ ')).toBe('http://localhost:9099');
    expect(loopbackEmulatorOrigin('http://[::1]:9099')).toBe('http://[::1]:9099');
  });

  it('refuses other machines, paths, credentials and anything not such a URL', () => {
    for (const bad of [
      'http://10.0.0.5:9099',
      'http://emulador.exemplo.com:9099',
      'http://127.0.0.1.exemplo.com:9099',
      'http://u:p@127.0.0.1:9099',
      'http://127.0.0.1:9099/caminho',
      'http://127.0.0.1',
      'localhost:9099',
      'javascript:alert(1)',
      '',
    ]) {
      expect(loopbackEmulatorOrigin(bad), bad).toBeNull();
    }
  });
});
