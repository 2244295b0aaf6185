import { describe, expect, it } from 'vitest';
import { appInfoSchema } from './app';
import {
  EMBED_HEIGHT_MESSAGE,
  EMBED_MAX_HEIGHT,
  EMBED_MIN_HEIGHT,
  embedHeightOf,
  embedPageUrl,
  isAbsoluteOrigin,
} from './embed-frame';

describe('isAbsoluteOrigin', () => {
  it('takes the origins both shells serve, and nothing with a path, query or credentials', () => {
    expect(isAbsoluteOrigin('http://127.0.0.1:40123')).toBe(true);
    expect(isAbsoluteOrigin('console-embed://embed')).toBe(true);
    for (const bad of [
      '',
      '127.0.0.1:40123',
      'http://127.0.0.1:40123/',
      'http://127.0.0.1:40123/embed.html',
      'http://user@127.0.0.1',
      'http://127.0.0.1?x=1',
      'javascript:alert(1)',
      "'self'",
    ]) {
      expect(isAbsoluteOrigin(bad), bad).toBe(false);
    }
  });

  it('guards appInfoSchema.embedOrigin', () => {
    const info = { version: '1', shell: 'web', platform: 'linux' };
    expect(appInfoSchema.safeParse({ ...info, embedOrigin: 'http://127.0.0.1:1' }).success).toBe(
      true,
    );
    expect(appInfoSchema.safeParse({ ...info, embedOrigin: 'http://x/embed.html' }).success).toBe(
      false,
    );
    expect(appInfoSchema.safeParse(info).success).toBe(false);
  });
});

describe('embedPageUrl', () => {
  it('carries the html in the fragment only, encoded so it round-trips', () => {
    const html = '<blockquote class="x"><a href="https://t.co/a#b">50% off & more</a></blockquote>';
    const url = new URL(embedPageUrl('http://127.0.0.1:40123', html));
    expect(url.origin + url.pathname + url.search).toBe('http://127.0.0.1:40123/embed.html');
    expect(decodeURIComponent(url.hash.slice(1))).toBe(html);
  });
});

describe('embedHeightOf', () => {
  it('reads a height message and clamps it', () => {
    expect(embedHeightOf({ type: EMBED_HEIGHT_MESSAGE, height: 321.2 })).toBe(322);
    expect(embedHeightOf({ type: EMBED_HEIGHT_MESSAGE, height: 0 })).toBe(EMBED_MIN_HEIGHT);
    expect(embedHeightOf({ type: EMBED_HEIGHT_MESSAGE, height: 1e9 })).toBe(EMBED_MAX_HEIGHT);
  });

  it('ignores anything else', () => {
    for (const data of [
      null,
      'console-embed:height',
      { type: 'other', height: 100 },
      { type: EMBED_HEIGHT_MESSAGE, height: '100' },
      { type: EMBED_HEIGHT_MESSAGE, height: Number.NaN },
      { type: EMBED_HEIGHT_MESSAGE, height: Number.POSITIVE_INFINITY },
    ]) {
      expect(embedHeightOf(data)).toBeNull();
    }
  });
});
