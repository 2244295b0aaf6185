import { describe, expect, it } from 'vitest';
import { decideWindowOpen, isAllowedNavigation, isHttpsUrl } from './navigation-policy';

describe('navigation policy', () => {
  const options = { rendererIndexUrl: 'app://console/index.html' };

  it('allows navigation within our page only', () => {
    expect(isAllowedNavigation('app://console/index.html#/console', options)).toBe(true);
    expect(isAllowedNavigation('https://example.com/', options)).toBe(false);
  });

  it('denies every new window and hands only https links to the browser', () => {
    expect(decideWindowOpen('https://docs.example.com/x')).toEqual({
      action: 'deny',
      openExternally: true,
    });
    for (const url of [
      'http://example.com',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://x/y',
    ]) {
      expect(decideWindowOpen(url)).toEqual({ action: 'deny', openExternally: false });
    }
  });

  it('refuses https URLs with credentials or no host', () => {
    expect(isHttpsUrl('https://user:pw@example.com/')).toBe(false);
    expect(isHttpsUrl('https:')).toBe(false);
    expect(isHttpsUrl('https://example.com/ok')).toBe(true);
  });
});
