import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy } from './content-security-policy';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('buildContentSecurityPolicy', () => {
  it('is strict for the web shell and lets the bridge socket through', () => {
    const csp = directives(buildContentSecurityPolicy({ shell: 'web' }));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'ws://127.0.0.1:*',
        'http://127.0.0.1:*',
        'https://*.googleapis.com',
      ]),
    );
    expect(csp.get('img-src')).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'blob:', 'https:']),
    );
    expect(csp.get('frame-src')).toEqual(['https:']);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).not.toContain('console-file:');
  });

  it('serves chosen files through console-file: in Electron and opens no socket', () => {
    const csp = directives(buildContentSecurityPolicy({ shell: 'electron' }));
    expect(csp.get('img-src')).toContain('console-file:');
    expect(csp.get('media-src')).toContain('console-file:');
    expect(csp.get('connect-src')).not.toContain('ws://127.0.0.1:*');
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });

  it('relaxes scripts for the dev server only when one is given', () => {
    const csp = directives(
      buildContentSecurityPolicy({ shell: 'electron', devServerUrl: 'http://localhost:5173' }),
    );
    expect(csp.get('script-src')).toContain('http://localhost:5173');
    expect(csp.get('connect-src')).toContain('ws://localhost:5173');
  });

  it('never allows eval', () => {
    for (const shell of ['web', 'electron'] as const) {
      expect(buildContentSecurityPolicy({ shell })).not.toContain('unsafe-eval');
    }
  });
});
