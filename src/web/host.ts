import { createBridgeHandlers } from '../main/host/handlers';
import { forwardServiceEvents } from '../main/host/service-events';
import type { MainServices } from '../main/services/create-main-services';
import { bridgeContract } from '../shared/bridge/contract';
import {
  buildContentSecurityPolicy,
  localOriginsOf,
  videoFrameOriginsOf,
} from '../main/host/content-security-policy';
import { startEmbedServer } from './embed-server';
import { startHostServer } from './host-server';
import { createSessionSecret } from './session-secret';

export interface WebHostOptions {
  /** 0 picks a free port (tests). */
  port: number;
  /** The built renderer (out/web). */
  staticDir: string;
  services: MainServices;
  /** Only the automated tests set this: the CSP then allows every loopback port, where their
   * emulators and sandboxes listen. */
  testHooks: boolean;
  /** The session secret to use (kept per data folder); a fresh one when absent. */
  sessionSecret?: string;
  log?: (message: string, cause?: unknown) => void;
}

export interface WebHost {
  /** The address browsers use: the host's own `.localhost` name (session-secret.ts). */
  url: string;
  /** The same host at 127.0.0.1, for programs that cannot resolve `*.localhost` (Node). */
  loopbackUrl: string;
  /** `url` with the session token: opening it starts a session (session-secret.ts). */
  launchUrl: string;
  /** The session cookie, for tests and benches that open browser contexts themselves. */
  sessionCookie: { name: string; value: string; url: string };
  /** The embed origin (embed-server.ts): where third-party embeds run, never this origin. */
  embedOrigin: string;
  close(): Promise<void>;
}

/**
 * The web shell: the same services and bridge handlers as the Electron main process, carried
 * over a WebSocket, with the built renderer served on 127.0.0.1 under a `.localhost` name.
 */
export async function createWebHost(options: WebHostOptions): Promise<WebHost> {
  const secret = createSessionSecret(options.sessionSecret);
  // Started first: the app CSP and app.getInfo name its origin; it learns the app's in turn.
  let appOrigins: string[] = [];
  let bridgeOrigin = '';
  const embed = await startEmbedServer({ port: 0, frameAncestors: () => appOrigins });
  const server = await startHostServer({
    sessionSecret: secret,
    port: options.port,
    staticDir: options.staticDir,
    contract: bridgeContract,
    handlers: createBridgeHandlers(options.services, { embedOrigin: embed.origin }),
    contentSecurityPolicy: () =>
      buildContentSecurityPolicy({
        shell: 'web',
        allowLoopback: options.testHooks,
        emulatorOrigins: localOriginsOf(options.services.settings.getState()),
        frameOrigins: videoFrameOriginsOf(options.services.settings.getState()),
        embedOrigin: embed.origin,
        bridgeOrigin,
      }),
    log: options.log,
  }).catch(async (error: unknown) => {
    await embed.close();
    throw error;
  });
  // Pages are served on the host's own name only (host-server.ts).
  appOrigins = [server.url];
  bridgeOrigin = server.url.replace(/^http:/, 'ws:');
  const stopEvents = forwardServiceEvents(options.services, server.emit);
  return {
    url: server.url,
    loopbackUrl: server.loopbackUrl,
    launchUrl: server.launchUrl,
    sessionCookie: { name: secret.cookieName(server.port), value: secret.value, url: server.url },
    embedOrigin: embed.origin,
    async close() {
      stopEvents();
      await Promise.all([server.close(), embed.close()]);
      await options.services.dispose();
    },
  };
}
