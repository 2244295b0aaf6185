import { describe, expect, it } from 'vitest';
import { isTrustedSenderUrl } from './trusted-sender';

const prod = {
  rendererIndexUrl: 'file:///opt/Console%20Desktop/resources/app/out/renderer/index.html',
};
const dev = { devServerUrl: 'http://localhost:5173' };

describe('isTrustedSenderUrl', () => {
  it('trusts the packaged index.html, with any hash or query', () => {
    expect(isTrustedSenderUrl(prod.rendererIndexUrl, prod)).toBe(true);
    expect(isTrustedSenderUrl(`${prod.rendererIndexUrl}#/console/orders`, prod)).toBe(true);
    expect(isTrustedSenderUrl(`${prod.rendererIndexUrl}?x=1`, prod)).toBe(true);
  });

  it('refuses other files, even beside ours or via dot segments', () => {
    expect(
      isTrustedSenderUrl(
        'file:///opt/Console%20Desktop/resources/app/out/renderer/evil.html',
        prod,
      ),
    ).toBe(false);
    expect(isTrustedSenderUrl('file:///tmp/index.html', prod)).toBe(false);
    expect(
      isTrustedSenderUrl(
        'file:///opt/Console%20Desktop/resources/app/out/renderer/x/../../renderer2/index.html',
        prod,
      ),
    ).toBe(false);
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
