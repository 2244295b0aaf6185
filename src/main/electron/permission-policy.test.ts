import { describe, expect, it } from 'vitest';
import { allowsPermission, isTrustedOrigin } from './permission-policy';

const prod = { rendererIndexUrl: 'app://console/index.html' };
const dev = { devServerUrl: 'http://localhost:5173' };

describe('allowsPermission', () => {
  it('lets our own page write to the clipboard, by origin or full URL', () => {
    expect(allowsPermission('clipboard-sanitized-write', 'app://console', prod)).toBe(true);
    expect(allowsPermission('clipboard-sanitized-write', 'app://console/index.html#/x', prod)).toBe(
      true,
    );
    expect(allowsPermission('clipboard-sanitized-write', 'http://localhost:5173', dev)).toBe(true);
  });

  it.each(['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'hid'])(
    'refuses %s even to our page',
    (permission) => {
      expect(allowsPermission(permission, 'app://console', prod)).toBe(false);
    },
  );

  it('refuses every other origin, including frames inside our page', () => {
    for (const origin of [
      'https://www.instagram.com',
      'app://other',
      'file://',
      'null',
      '',
      'http://localhost:5174',
    ]) {
      expect(allowsPermission('clipboard-sanitized-write', origin, { ...prod, ...dev })).toBe(
        false,
      );
    }
  });
});

describe('isTrustedOrigin', () => {
  it('trusts nothing without a configured page', () => {
    expect(isTrustedOrigin('app://console', {})).toBe(false);
  });
});
