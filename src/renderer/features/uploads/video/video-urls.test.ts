import { describe, expect, it } from 'vitest';
import { httpUrlOrNull, videoThumbnailUrl } from './video-urls';

const info = { bunnyId: 'b-1', status: 3, iframeUrl: 'https://iframe.test/b-1' };

describe('httpUrlOrNull', () => {
  it('keeps http and https URLs only', () => {
    expect(httpUrlOrNull('https://iframe.test/embed/1?autoplay=true')).toBe(
      'https://iframe.test/embed/1?autoplay=true',
    );
    expect(httpUrlOrNull('http://localhost:8080/x')).toBe('http://localhost:8080/x');
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      '/x',
      '',
    ]) {
      expect(httpUrlOrNull(bad)).toBeNull();
    }
    expect(httpUrlOrNull(null)).toBeNull();
    expect(httpUrlOrNull(undefined)).toBeNull();
  });
});

describe('videoThumbnailUrl', () => {
  it("prefers the answer's http(s) thumbnail", () => {
    const sent = { ...info, thumbnailUrl: 'https://cdn.test/b-1.jpg' };
    expect(videoThumbnailUrl(sent, 'https://video.loja.com.br')).toBe('https://cdn.test/b-1.jpg');
  });

  it('falls back to the video host, then to none', () => {
    const unsafe = { ...info, thumbnailUrl: 'javascript:alert(1)' };
    expect(videoThumbnailUrl(unsafe, 'https://video.loja.com.br')).toBe(
      'https://video.loja.com.br/b-1/thumbnail.jpg',
    );
    expect(videoThumbnailUrl(info, 'https://video.loja.com.br/')).toBe(
      'https://video.loja.com.br/b-1/thumbnail.jpg',
    );
    expect(videoThumbnailUrl(info, null)).toBeNull();
    expect(videoThumbnailUrl(info, 'javascript:alert(1)')).toBeNull();
    expect(videoThumbnailUrl({ ...info, bunnyId: '' }, 'https://video.loja.com.br')).toBeNull();
  });
});
