import { describe, expect, it } from 'vitest';
import { deepLinkToRoute, findDeepLinkInArgv } from './deep-link';

describe('deepLinkToRoute', () => {
  it.each([
    ['console-desktop://console/product/123', '/console/product/123'],
    ['console-desktop://console/product/123/', '/console/product/123'],
    ['console-desktop://console/orders', '/console/orders'],
    ['console-desktop://console', '/console'],
    ['console-desktop://console/content-data/home%20page', '/console/content-data/home%20page'],
    ['console-desktop://console/orders?status=open', '/console/orders?status=open'],
    ['CONSOLE-DESKTOP://console/product/9', '/console/product/9'],
  ])('%s -> %s', (link, route) => {
    expect(deepLinkToRoute(link)).toBe(route);
  });

  it.each([
    'https://console/product/123',
    'file:///etc/passwd',
    'console-desktop://evil/product/1',
    'console-desktop://console/../../etc',
    'console-desktop://console/product/%2e%2e',
    'console-desktop://console/product/a%2Fb',
    'console-desktop://user:pw@console/product/1',
    'console-desktop://console:99/product/1',
    'console-desktop://console/product/<script>',
    'console-desktop://console/product/%3Cscript%3E',
    'console-desktop://console/product/%E0%A4%A',
    'console-desktop://console/product/1#frag',
    'console-desktop://console/product/a%0Ab',
    'not a url',
    '',
  ])('refuses %s', (link) => {
    expect(deepLinkToRoute(link)).toBeNull();
  });
});

describe('findDeepLinkInArgv', () => {
  it('finds the link among other arguments', () => {
    expect(findDeepLinkInArgv(['/opt/app', '--flag', 'console-desktop://console/product/1'])).toBe(
      'console-desktop://console/product/1',
    );
  });
  it('answers null when there is none', () => {
    expect(findDeepLinkInArgv(['/opt/app', '--flag'])).toBeNull();
  });
});
