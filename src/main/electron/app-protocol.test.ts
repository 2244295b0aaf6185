import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_INDEX_URL, appFileFor } from './app-protocol';

const root = join('/opt', 'console', 'out', 'renderer');

describe('appFileFor', () => {
  it('serves the index and the built assets from the renderer folder', () => {
    expect(appFileFor(root, APP_INDEX_URL)).toEqual({
      path: join(root, 'index.html'),
      contentType: 'text/html; charset=utf-8',
    });
    expect(appFileFor(root, 'app://console/')?.path).toBe(join(root, 'index.html'));
    expect(appFileFor(root, 'app://console/assets/index-abc.js?v=1#x')).toEqual({
      path: join(root, 'assets', 'index-abc.js'),
      contentType: 'text/javascript; charset=utf-8',
    });
    expect(appFileFor(root, 'app://console/assets/Fonte%20Nova.woff2')?.path).toBe(
      join(root, 'assets', 'Fonte Nova.woff2'),
    );
  });

  it('never leaves the folder: the URL parser folds %2e%2e segments inside it', () => {
    const found = appFileFor(root, 'app://console/assets/%2e%2e/%2e%2e/%2e%2e/etc/passwd.js');
    expect(found?.path).toBe(join(root, 'etc', 'passwd.js'));
  });

  it.each([
    'app://console/../../../etc/passwd',
    'app://console/assets/..%2f..%2fsecret.js',
    'app://console/assets%5c..%5csecret.js',
    'app://console/.env',
    'app://console/assets//x.js',
    'app://other/index.html',
    'app://user:senha@console/index.html',
    'file:///opt/console/out/renderer/index.html',
    'app://console/assets/x.exe',
    'app://console/%E0%A4%A.js',
    'nem-url',
  ])('refuses %s', (url) => {
    expect(appFileFor(root, url)).toBeNull();
  });
});
