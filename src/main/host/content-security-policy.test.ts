import { describe, expect, it } from 'vitest';
import {
  buildContentSecurityPolicy,
  buildMetaFallbackPolicy,
  emulatorOriginsOf,
  localOriginsOf,
  policyDirectives,
  videoFrameOriginsOf,
} from './content-security-policy';
import type { SettingsState } from '../../shared/bridge/settings';
import { DESKTOP_EMBED_ORIGIN } from './embed-page';
import { connectionProfileSchema, type ConnectionProfile } from '../../shared/settings/profile';

describe('buildContentSecurityPolicy', () => {
  it('is strict for the web shell and lets the bridge socket through', () => {
    const bridgeOrigin = 'ws://console-0123456789abcdef.localhost:5757';
    const csp = policyDirectives(buildContentSecurityPolicy({ shell: 'web', bridgeOrigin }));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", bridgeOrigin, 'https://*.googleapis.com']),
    );
    // The page's own socket only: no other loopback port (another local server) is reachable.
    expect(csp.get('connect-src')!.filter((source) => source.startsWith('ws:'))).toEqual([
      bridgeOrigin,
    ]);
    expect(csp.get('connect-src')).not.toContain('http://127.0.0.1:*');
    expect(csp.get('img-src')).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'blob:', 'https:']),
    );
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    expect(
      policyDirectives(
        buildContentSecurityPolicy({ shell: 'web', frameOrigins: ['https://video.loja.com.br'] }),
      ).get('frame-src'),
    ).toEqual(['https://video.loja.com.br']);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).not.toContain('console-file:');
  });

  it('frames the embed origin beside the video host, and reaches it no other way', () => {
    for (const [shell, embedOrigin] of [
      ['web', 'http://127.0.0.1:40999'],
      ['electron', DESKTOP_EMBED_ORIGIN],
    ] as const) {
      const csp = policyDirectives(
        buildContentSecurityPolicy({
          shell,
          embedOrigin,
          frameOrigins: ['https://video.loja.com.br'],
        }),
      );
      expect(csp.get('frame-src')).toEqual([embedOrigin, 'https://video.loja.com.br']);
      for (const [name, sources] of csp) {
        if (name !== 'frame-src') expect(sources, name).not.toContain(embedOrigin);
      }
      expect(
        policyDirectives(buildContentSecurityPolicy({ shell, embedOrigin })).get('frame-src'),
      ).toEqual([embedOrigin]);
    }
  });

  it('serves chosen files through console-file: in Electron and opens no socket', () => {
    const csp = policyDirectives(buildContentSecurityPolicy({ shell: 'electron' }));
    expect(csp.get('img-src')).toContain('console-file:');
    expect(csp.get('media-src')).toContain('console-file:');
    expect(csp.get('connect-src')).not.toContain('ws://127.0.0.1:*');
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });

  it('relaxes scripts for the dev server only when one is given', () => {
    const csp = policyDirectives(
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

  it('opens loopback only to tests, and to the exact emulator origins it is given', () => {
    const production = buildContentSecurityPolicy({ shell: 'electron' });
    expect(production).not.toMatch(/http:\/\/(127\.0\.0\.1|localhost)/);
    const test = policyDirectives(
      buildContentSecurityPolicy({ shell: 'web', allowLoopback: true }),
    );
    expect(test.get('connect-src')).toContain('http://127.0.0.1:*');
    const named = policyDirectives(
      buildContentSecurityPolicy({ shell: 'electron', emulatorOrigins: ['http://127.0.0.1:8181'] }),
    );
    expect(named.get('connect-src')).toContain('http://127.0.0.1:8181');
    expect(named.get('connect-src')).not.toContain('http://127.0.0.1:*');
  });
});

describe('buildMetaFallbackPolicy', () => {
  it('carries what stops script injection, and nothing that could narrow connections', () => {
    const meta = policyDirectives(buildMetaFallbackPolicy());
    expect(meta.get('script-src')).toEqual(["'self'"]);
    expect(meta.get('object-src')).toEqual(["'none'"]);
    expect(meta.get('base-uri')).toEqual(["'self'"]);
    // A frame must pass both policies: the desktop embed origin is named in each.
    expect(meta.get('frame-src')).toEqual(['https:', DESKTOP_EMBED_ORIGIN]);
    expect(meta.get('frame-src')).not.toContain('http:');
    for (const absent of ['default-src', 'connect-src', 'img-src', 'frame-ancestors']) {
      expect(meta.has(absent), absent).toBe(false);
    }
  });
});

describe('localOriginsOf', () => {
  it("adds the demo's asset origin only while the demo answers, never the services' own", () => {
    const local = connectionProfileSchema.parse({
      id: 'local',
      name: 'Local',
      kind: 'local',
      projectId: 'demo',
      workersUrl: 'http://127.0.0.1:40123',
    });
    const state = {
      profiles: [local],
      activeProfileId: 'local',
      effectiveProfile: local,
      activeProjectId: 'demo',
      overrides: {},
      demoServices: true,
      demoAssetsUrl: 'http://127.0.0.1:40124',
    };
    expect(localOriginsOf(state)).toEqual(['http://127.0.0.1:40124']);
    expect(localOriginsOf({ ...state, demoServices: false })).toEqual([]);
  });
});

describe('emulatorOriginsOf', () => {
  const firebase = (overrides: Record<string, string>) =>
    connectionProfileSchema.parse({
      id: 'p',
      name: 'Perfil',
      kind: 'firebase',
      projectId: 'demo',
      firebase: { apiKey: 'k', projectId: 'f', ...overrides },
    });

  it('takes the Firestore and Auth emulators of Firebase profiles, once each', () => {
    const profiles = [
      firebase({
        firestoreEmulatorHost: '127.0.0.1:8181',
        authEmulatorUrl: 'http://localhost:9099/',
      }),
      firebase({ firestoreEmulatorHost: '127.0.0.1:8181' }),
      connectionProfileSchema.parse({ id: 'l', name: 'Local', kind: 'local', projectId: 'demo' }),
    ];
    expect(emulatorOriginsOf(profiles)).toEqual(['http://127.0.0.1:8181', 'http://localhost:9099']);
  });

  it("takes a profile's Storage emulator too", () => {
    expect(
      emulatorOriginsOf([
        firebase({ firestoreEmulatorHost: '127.0.0.1:8181', storageEmulatorHost: '[::1]:9199' }),
        firebase({ storageEmulatorHost: 'localhost:9199' }),
      ]),
    ).toEqual(['http://127.0.0.1:8181', 'http://[::1]:9199', 'http://localhost:9199']);
  });

  /** A profile as saved before validation refused these values (never parsed here). */
  const unvalidated = (overrides: Record<string, string>) => {
    const profile = firebase({}) as Extract<ConnectionProfile, { kind: 'firebase' }>;
    return { ...profile, firebase: { ...profile.firebase, ...overrides } };
  };

  it('adds nothing for production profiles or values that are not an origin', () => {
    expect(emulatorOriginsOf([firebase({})])).toEqual([]);
    expect(
      emulatorOriginsOf([unvalidated({ firestoreEmulatorHost: "x; script-src 'unsafe-eval'" })]),
    ).toEqual([]);
    expect(emulatorOriginsOf([unvalidated({ authEmulatorUrl: 'javascript:alert(1)' })])).toEqual(
      [],
    );
  });

  it('never opens an emulator on another machine', () => {
    expect(
      emulatorOriginsOf([
        unvalidated({
          firestoreEmulatorHost: 'emulador.exemplo.com:8080',
          authEmulatorUrl: 'http://10.0.0.5:9099',
          storageEmulatorHost: '192.168.0.9:9199',
        }),
      ]),
    ).toEqual([]);
  });
});

describe('videoFrameOriginsOf', () => {
  it("frames exactly the active profile's video host, as an origin", () => {
    const state = (videoHost: string) =>
      ({
        effectiveProfile: connectionProfileSchema.parse({
          id: 'local',
          name: 'Local',
          kind: 'local',
          projectId: 'demo',
          videoHost,
        }),
      }) as SettingsState;
    expect(videoFrameOriginsOf(state('https://video.loja.com.br/embed/'))).toEqual([
      'https://video.loja.com.br',
    ]);
    expect(videoFrameOriginsOf(state(''))).toEqual([]);
  });
});
