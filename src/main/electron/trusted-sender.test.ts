import { describe, expect, it } from 'vitest';
import { isTrustedSenderUrl } from './trusted-sender';

const prod = { rendererIndexUrl: 'app://console/index.html' };
const dev = { devServerUrl: 'http://localhost:5173' };

describe('isTrustedSenderUrl', () => {
  it('trusts the packaged index.html, with any hash or query', () => {
    expect(isTrustedSenderUrl(prod.rendererIndexUrl, prod)).toBe(true);
    expect(isTrustedSenderUrl(`${prod.rendererIndexUrl}#/console/orders`, prod)).toBe(true);
    expect(isTrustedSenderUrl(`${prod.rendererIndexUrl}?x=1`, prod)).toBe(true);
  });

  it('refuses other pages of the scheme, other hosts, and every file:// page', () => {
    for (const url of [
      'app://console/evil.html',
      'app://console/assets/index.html',
      'app://other/index.html',
      'app://x:y@console/index.html',
      'file:///opt/Console%20Desktop/resources/app/out/renderer/index.html',
      'file:///tmp/index.html',
    ]) {
      expect(isTrustedSenderUrl(url, prod), url).toBe(false);
    }
    // A file:// index is never trusted, even when configured.
    const file = 'file:///opt/console/out/renderer/index.html';
    expect(isTrustedSenderUrl(file, { rendererIndexUrl: file })).toBe(false);
  });

  it('trusts the dev server origin only in development', () => {
    expect(isTrustedSenderUrl('http://localhost:5173/console/orders', dev)).toBe(true);
    expect(isTrustedSenderUrl('http://localhost:5174/', dev)).toBe(false);
    expect(isTrustedSenderUrl('http://localhost:5173/', prod)).toBe(false);
  });

  it('refuses remote pages, blank pages and garbage', () => {
    for (const url of [
      'https://evil.example/',
      'about:blank',
      'data:text/html,hi',
      '',
      'nonsense',
    ]) {
      expect(isTrustedSenderUrl(url, { ...prod, ...dev })).toBe(false);
    }
  });

  it('trusts nothing without options or with a malformed dev URL', () => {
    expect(isTrustedSenderUrl(prod.rendererIndexUrl, {})).toBe(false);
    expect(isTrustedSenderUrl('http://localhost:5173/', { devServerUrl: 'not a url' })).toBe(false);
    expect(
      isTrustedSenderUrl('file:///x/index.html', { devServerUrl: 'file:///x/index.html' }),
    ).toBe(false);
  });
});
