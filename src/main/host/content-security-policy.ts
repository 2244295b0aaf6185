/** Firebase endpoints the renderer's SDK talks to directly (Auth, Firestore, Storage). */
const FIREBASE_CONNECT = [
  'https://*.googleapis.com',
  'https://*.firebaseio.com',
  'wss://*.firebaseio.com',
  'https://*.firebaseapp.com',
];
/** Local emulators and the sandbox server; loopback only. */
const LOOPBACK_HTTP = ['http://127.0.0.1:*', 'http://localhost:*'];

export interface CspOptions {
  shell: 'electron' | 'web';
  /** electron-vite dev server: allows its scripts and HMR socket, development only. */
  devServerUrl?: string;
}

/**
 * The renderer's Content-Security-Policy, the same for both shells except for how the bridge
 * and chosen files travel (WebSocket + /__files in the web shell, IPC + console-file: in
 * Electron). style-src keeps 'unsafe-inline' because antd injects CSS-in-JS at run time.
 */
export function buildContentSecurityPolicy(options: CspOptions): string {
  const dev = options.devServerUrl ? devSources(options.devServerUrl) : null;
  const files = options.shell === 'electron' ? ['console-file:'] : [];
  const bridge = options.shell === 'web' ? ['ws://127.0.0.1:*', 'ws://localhost:*'] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(dev ? [dev.http, "'unsafe-inline'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...files, ...LOOPBACK_HTTP],
    'media-src': ["'self'", 'blob:', 'https:', ...files, ...LOOPBACK_HTTP],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...bridge,
      ...LOOPBACK_HTTP,
      ...FIREBASE_CONNECT,
      ...files,
      ...(dev ? [dev.http, dev.ws] : []),
    ],
    'frame-src': ['https:'],
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

function devSources(raw: string): { http: string; ws: string } | null {
  try {
    const url = new URL(raw);
    return { http: url.origin, ws: url.origin.replace(/^http/, 'ws') };
  } catch {
    return null;
  }
}
