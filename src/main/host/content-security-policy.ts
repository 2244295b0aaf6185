import type { SettingsState } from '../../shared/bridge/settings';
import type { ConnectionProfile } from '../../shared/settings/profile';
import { DESKTOP_EMBED_ORIGIN } from './embed-page';
import { loopbackEmulatorHost, loopbackEmulatorOrigin } from '../../shared/settings/emulator-host';

/** Firebase endpoints the renderer's SDK talks to directly (Auth, Firestore, Storage). */
const FIREBASE_CONNECT = [
  'https://*.googleapis.com',
  'https://*.firebaseio.com',
  'wss://*.firebaseio.com',
  'https://*.firebaseapp.com',
];
/** Any loopback port: test runs only, whose emulators and sandboxes pick free ports. */
const LOOPBACK_HTTP = ['http://127.0.0.1:*', 'http://localhost:*'];

export interface CspOptions {
  shell: 'electron' | 'web';
  /** electron-vite dev server: allows its scripts and HMR socket, development only. */
  devServerUrl?: string;
  /** Exact origins of the emulators that saved profiles name (emulatorOriginsOf). */
  emulatorOrigins?: readonly string[];
  /** The host runs tests (web shell with test hooks): every loopback port is allowed. */
  allowLoopback?: boolean;
  /** Origins the page may frame: the project's video host (videoFrameOriginsOf). */
  frameOrigins?: readonly string[];
  /** The shell's embed origin (issue 16): third-party embeds run there, framed, never here. */
  embedOrigin?: string;
  /** Web shell: the bridge socket's exact origin (`ws://<host>:<port>`), the only ws allowed. */
  bridgeOrigin?: string;
}

/**
 * The renderer's Content-Security-Policy, the same for both shells except for how the bridge
 * and chosen files travel (WebSocket and the browser's own files in the web shell, IPC +
 * console-file: in Electron). style-src keeps 'unsafe-inline' because antd injects CSS-in-JS at run time.
 * Production allows no loopback origin: service calls go through main, never the page.
 * frame-src allows exactly the embed origin and the project's video host (the 16:9 player).
 */
export function buildContentSecurityPolicy(options: CspOptions): string {
  const dev = options.devServerUrl ? devSources(options.devServerUrl) : null;
  const files = options.shell === 'electron' ? ['console-file:'] : [];
  // The page's own socket only, named exactly: 'self' does not cover ws: in every engine.
  const bridge = options.shell === 'web' && options.bridgeOrigin ? [options.bridgeOrigin] : [];
  const local = [
    ...(options.allowLoopback ? LOOPBACK_HTTP : []),
    ...(options.emulatorOrigins ?? []),
  ];
  const frames = [
    ...(options.embedOrigin ? [options.embedOrigin] : []),
    ...(options.frameOrigins ?? []),
  ];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(dev ? [dev.http, "'unsafe-inline'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...files, ...local],
    'media-src': ["'self'", 'blob:', 'https:', ...files, ...local],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...bridge,
      ...local,
      ...FIREBASE_CONNECT,
      ...files,
      ...(dev ? [dev.http, dev.ws] : []),
    ],
    'frame-src': frames.length ? frames : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  if (options.shell === 'web') directives['frame-ancestors'] = ["'none'"];
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** A policy's directives by name, e.g. to check what one allows. */
export function policyDirectives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/**
 * The `<meta>` fallback written into the packaged renderer's index.html, for a load that
 * misses the header. A meta policy can only narrow the header's, so it carries the directives
 * that stop script injection and leaves connect-src and media to the header, which adds the
 * emulator origins a profile names.
 */
export function buildMetaFallbackPolicy(): string {
  const full = buildContentSecurityPolicy({ shell: 'electron' });
  // No default-src: it would stand in for connect-src and block what the header allows.
  const kept = ['script-src', 'object-src', 'base-uri', 'form-action'];
  // The header names the project's video host, which a build-time meta cannot know: the
  // fallback lets https frames through, and the desktop embed origin (a policy met by both
  // must name it), nothing else (no http, data: or javascript:).
  return [
    ...full.split('; ').filter((directive) => kept.includes(directive.split(' ')[0])),
    `frame-src https: ${DESKTOP_EMBED_ORIGIN}`,
  ].join('; ');
}

/**
 * The origins of the Firestore, Auth and Storage emulators that saved Firebase profiles name, so a
 * developer's emulator profile works without opening every loopback port. A value that is not
 * a plain http origin is left out (the profile's own check reports it).
 */
export function emulatorOriginsOf(profiles: readonly ConnectionProfile[]): string[] {
  const origins = new Set<string>();
  for (const profile of profiles) {
    if (profile.kind !== 'firebase') continue;
    const { firestoreEmulatorHost, authEmulatorUrl, storageEmulatorHost } = profile.firebase;
    // Loopback only, even for a profile saved before validation said so.
    for (const candidate of [
      loopbackEmulatorHost(firestoreEmulatorHost) ? `http://${firestoreEmulatorHost}` : '',
      loopbackEmulatorOrigin(authEmulatorUrl) ?? '',
      loopbackEmulatorHost(storageEmulatorHost) ? `http://${storageEmulatorHost}` : '',
    ]) {
      const origin = httpOrigin(candidate);
      if (origin) origins.add(origin);
    }
  }
  return [...origins];
}

/**
 * The loopback origins the page may reach besides its own: the emulators saved profiles
 * name, and the embedded demo's read-only assets while it answers (its product images).
 * Never the demo services themselves: only main calls them.
 */
export function localOriginsOf(state: SettingsState): string[] {
  const demo = state.demoServices ? httpOrigin(state.demoAssetsUrl ?? '') : null;
  return [...emulatorOriginsOf(state.profiles), ...(demo ? [demo] : [])];
}

/** The active profile's video host as an origin: the one frame the page may show. */
export function videoFrameOriginsOf(state: SettingsState): string[] {
  const origin = httpOrigin(state.effectiveProfile.videoHost);
  return origin ? [origin] : [];
}

function httpOrigin(value: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!/^[\w.[\]:-]+$/.test(url.host)) return null;
    return url.origin;
  } catch {
    return null;
  }
}

function devSources(raw: string): { http: string; ws: string } | null {
  try {
    const url = new URL(raw);
    return { http: url.origin, ws: url.origin.replace(/^http/, 'ws') };
  } catch {
    return null;
  }
}
