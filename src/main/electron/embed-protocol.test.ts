import { describe, expect, it } from 'vitest';
import { DESKTOP_EMBED_ORIGIN } from '../host/embed-page';
import { isEmbedPageUrl } from './embed-protocol';

describe('isEmbedPageUrl', () => {
  it('takes only the embed page, with any fragment', () => {
    expect(DESKTOP_EMBED_ORIGIN).toBe('console-embed://embed');
    expect(isEmbedPageUrl('console-embed://embed/embed.html')).toBe(true);
    expect(isEmbedPageUrl('console-embed://embed/embed.html#%3Cp%3Eoi%3C%2Fp%3E')).toBe(true);
    for (const other of [
      'console-embed://embed/',
      'console-embed://embed/index.html',
      'console-embed://embed/embed.html/x',
      'console-embed://other/embed.html',
      'console-embed://user@embed/embed.html',
      'app://console/embed.html',
      'http://127.0.0.1/embed.html',
      'not a url',
    ]) {
      expect(isEmbedPageUrl(other), other).toBe(false);
    }
  });
});
