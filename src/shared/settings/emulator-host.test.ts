import { describe, expect, it } from 'vitest';
import { loopbackEmulatorHost, splitEmulatorHost } from './emulator-host';

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
