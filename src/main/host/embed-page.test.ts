import { describe, expect, it } from 'vitest';
import { EMBED_HEIGHT_MESSAGE } from '../../shared/bridge/embed-frame';
import { policyDirectives } from './content-security-policy';
import { buildEmbedPolicy, embedPageHeaders, embedPageHtml } from './embed-page';

describe('buildEmbedPolicy', () => {
  it("runs the embed's inline and https scripts, and loads only https besides data/blob", () => {
    const csp = policyDirectives(buildEmbedPolicy());
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'unsafe-inline'", 'https:']);
    expect(csp.get('frame-src')).toEqual(['https:']);
    expect(csp.get('connect-src')).toEqual(['https:']);
    expect(csp.get('img-src')).toEqual(['https:', 'data:', 'blob:']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('sandbox')).toEqual(['allow-scripts']);
    expect(csp.has('frame-ancestors')).toBe(false);
  });

  it('reaches no http origin (so no loopback app port) and never its own origin', () => {
    const csp = buildEmbedPolicy();
    expect(csp).not.toMatch(/http:|ws:|127\.0\.0\.1|localhost|'self'|\*/);
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('names the app origins that may frame it when given', () => {
    const csp = policyDirectives(buildEmbedPolicy({ frameAncestors: ['http://127.0.0.1:5000'] }));
    expect(csp.get('frame-ancestors')).toEqual(['http://127.0.0.1:5000']);
  });
});

describe('embedPageHtml', () => {
  const html = embedPageHtml();
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);

  it('has one script, which parses, writes the fragment and reports the height', () => {
    expect(scripts).toHaveLength(1);
    expect(() => new Function(scripts[0])).not.toThrow();
    expect(scripts[0]).toContain('decodeURIComponent(location.hash.slice(1))');
    expect(scripts[0]).toContain('document.write(html)');
    expect(scripts[0]).toContain(JSON.stringify(EMBED_HEIGHT_MESSAGE));
    expect(scripts[0]).toContain('parent.postMessage');
  });

  it('resolves protocol-relative embed sources to https, within what its base-uri allows', () => {
    const base = /<base href="([^"]+)">/.exec(html)?.[1];
    expect(base).toBeDefined();
    expect(new URL('//www.instagram.com/embed.js', base).href).toBe(
      'https://www.instagram.com/embed.js',
    );
    expect(policyDirectives(buildEmbedPolicy()).get('base-uri')).toEqual([base]);
    expect(html).toMatch(/<meta name="referrer" content="no-referrer">/);
  });
});

describe('embedPageHeaders', () => {
  it('serves html with its own CSP, never sniffed, cached or referred', () => {
    const headers = embedPageHeaders({ frameAncestors: ['app://console'] });
    expect(headers['Content-Type']).toBe('text/html; charset=utf-8');
    expect(headers['Content-Security-Policy']).toBe(
      buildEmbedPolicy({ frameAncestors: ['app://console'] }),
    );
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('no-referrer');
    expect(headers['Cache-Control']).toBe('no-store');
  });
});
