import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpUrlOrNull } from './video-urls';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('httpUrlOrNull on the desktop (app://console)', () => {
  it("keeps the page's own files, such as the demo images, and nothing of another origin", () => {
    vi.stubGlobal('location', { origin: 'app://console' });
    expect(httpUrlOrNull('app://console/demo/produtos/1011.png')).toBe(
      'app://console/demo/produtos/1011.png',
    );
    expect(httpUrlOrNull('app://consolex/demo/a.png')).toBeNull();
    expect(httpUrlOrNull('file:///etc/passwd')).toBeNull();
    expect(httpUrlOrNull('javascript:alert(1)')).toBeNull();
  });
});
