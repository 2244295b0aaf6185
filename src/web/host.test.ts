import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createMainServices } from '../main/services/create-main-services';
import { createMemoryStore } from '../main/services/settings/key-value-store';
import type { WsServerMessage } from '../shared/bridge/ws-protocol';
import { texts } from '../shared/texts/pt-BR';
import { browserShellDialogPort, refuseChosenFileUrl } from './browser-dialog-port';
import { createWebHost, type WebHost } from './host';
import { tempFolder } from '../../tests/support/temp-folder';

const dir = tempFolder('web-host-int-');
const staticDir = join(dir, 'out-web');
mkdirSync(staticDir);
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Console Desktop</title>');

let host: WebHost | null = null;
afterEach(async () => {
  await host?.close();
  host = null;
});

async function startHost(testHooks: boolean) {
  const services = createMainServices({
    store: createMemoryStore(),
    env: {},
    dialogPort: browserShellDialogPort,
    fileUrl: refuseChosenFileUrl,
    openExternal: async () => {},
    shell: 'web',
    version: '0.0.0-test',
    platform: process.platform,
    seedPath: join(dir, 'no-seed.json'),
    dataDir: tempFolder('web-host-data-'),
    log: () => {},
  });
  host = await createWebHost({ port: 0, staticDir, services, testHooks });
  return host;
}

/** The cookie a browser holds after opening the launch URL. */
const sessionHeader = () => ({
  Cookie: `${host!.sessionCookie.name}=${host!.sessionCookie.value}`,
});

/** The page's socket: Node cannot resolve the host's `.localhost` name, so 127.0.0.1 it is. */
async function openBridge(url: string) {
  const socket = new WebSocket(`${host!.loopbackUrl.replace('http:', 'ws:')}/__bridge`, {
    origin: url,
    headers: sessionHeader(),
  });
  const messages: WsServerMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let nextId = 1;
  const call = async (name: string, input: unknown) => {
    const id = nextId++;
    socket.send(JSON.stringify({ type: 'invoke', id, name, input }));
    for (let waited = 0; waited < 3000; waited += 10) {
      const found = messages.find((m) => m.type === 'result' && m.id === id);
      if (found && found.type === 'result') return found.envelope;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no answer to ${name}`);
  };
  return { socket, messages, call };
}

describe('createWebHost with the real services', () => {
  it('answers app.getInfo as the web shell', async () => {
    const { url, embedOrigin } = await startHost(false);
    const bridge = await openBridge(url);
    expect(embedOrigin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(embedOrigin).not.toBe(url);
    expect(await bridge.call('app.getInfo', {})).toEqual({
      ok: true,
      value: { version: '0.0.0-test', shell: 'web', platform: process.platform, embedOrigin },
    });
    bridge.socket.terminate();
  });

  it('refuses native dialogs in pt-BR, since the browser opens and saves files', async () => {
    const { url } = await startHost(true);
    const bridge = await openBridge(url);
    for (const [name, input] of [
      ['dialogs.openFiles', { kind: 'csv' }],
      ['dialogs.openFiles', { kind: 'image', multiple: true }],
      ['dialogs.saveFile', { kind: 'csv', defaultName: 'produtos.csv', content: 'a;b\n' }],
    ] as const) {
      const answer = await bridge.call(name, input);
      expect(answer, name).toMatchObject({ ok: false });
      expect(JSON.stringify(answer), name).toContain(texts.web.mainDialogRefused);
    }
    // Neither a scripted answer nor a chosen file has a route, even with test hooks on.
    const hook = await fetch(`${host!.loopbackUrl}/__test__/dialogs`, {
      method: 'POST',
      headers: { ...sessionHeader(), Origin: url },
      body: '{"open":[]}',
    });
    expect(hook.status).toBe(405);
    const files = await fetch(`${host!.loopbackUrl}/__files/any`, { headers: sessionHeader() });
    expect(files.status).toBe(404);
    bridge.socket.terminate();
  });

  it('pushes settings.changed to the page when a profile is saved', async () => {
    const { url } = await startHost(false);
    const bridge = await openBridge(url);
    const state = await bridge.call('settings.getState', {});
    expect(state.ok).toBe(true);
    const profile = (state as { value: { effectiveProfile: Record<string, unknown> } }).value
      .effectiveProfile;
    const saved = await bridge.call('settings.saveProfile', { ...profile, name: 'Local editado' });
    expect(saved.ok).toBe(true);
    const event = bridge.messages.find((m) => m.type === 'event' && m.name === 'settings.changed');
    expect(event).toBeDefined();

    const bad = await bridge.call('settings.saveProfile', { ...profile, projectId: '' });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    bridge.socket.terminate();
  });

  it('serves a CSP with no loopback origin, adding only the emulators a saved profile names', async () => {
    const { url, embedOrigin } = await startHost(false);
    const cspOf = async () =>
      String(
        (await fetch(host!.loopbackUrl, { headers: sessionHeader() })).headers.get(
          'content-security-policy',
        ),
      );
    // The embed origin is the one loopback origin, and only as a frame.
    const directives = (await cspOf()).split('; ');
    const isFrameSrc = (directive: string) => directive.startsWith('frame-src ');
    expect(directives.filter(isFrameSrc)).toEqual([`frame-src ${embedOrigin}`]);
    expect(directives.filter((each) => !isFrameSrc(each)).join('; ')).not.toContain(
      'http://127.0.0.1',
    );

    const bridge = await openBridge(url);
    const saved = await bridge.call('settings.saveProfile', {
      id: 'emuladores',
      name: 'Emuladores',
      kind: 'firebase',
      projectId: 'demo',
      firebase: {
        apiKey: 'chave',
        projectId: 'console-dev',
        firestoreEmulatorHost: '127.0.0.1:8181',
        authEmulatorUrl: 'http://127.0.0.1:9199',
      },
    });
    expect(saved.ok).toBe(true);
    const csp = await cspOf();
    expect(csp).toContain('http://127.0.0.1:8181');
    expect(csp).toContain('http://127.0.0.1:9199');
    expect(csp).not.toContain('http://127.0.0.1:*');
    bridge.socket.terminate();
  });

  it('lets the page open its own bridge socket and no other WebSocket', async () => {
    const { url } = await startHost(true);
    const csp = String(
      (await fetch(host!.loopbackUrl, { headers: sessionHeader() })).headers.get(
        'content-security-policy',
      ),
    );
    const connect = csp.split('; ').find((directive) => directive.startsWith('connect-src '));
    // Firebase's own wss endpoint stays; on loopback only the page's own socket.
    const sockets = connect!.split(' ').filter((source) => source.startsWith('ws:'));
    expect(sockets).toEqual([url.replace('http:', 'ws:')]);
  });

  it('serves the embed page on its own port, framed only by the app, and closes it with the host', async () => {
    const { url, embedOrigin } = await startHost(false);
    const page = await fetch(`${embedOrigin}/embed.html`);
    expect(page.status).toBe(200);
    const port = new URL(url).port;
    expect(page.headers.get('content-security-policy')).toMatch(
      new RegExp(`frame-ancestors ${url.replaceAll('.', '\\.')}$`),
    );
    expect(url).toMatch(new RegExp(`^http://console-[0-9a-f]{16}\\.localhost:${port}$`));
    // The app's session never opens anything there.
    const withSession = await fetch(`${embedOrigin}/`, { headers: sessionHeader() });
    expect(withSession.status).toBe(404);
    await host!.close();
    await expect(fetch(`${embedOrigin}/embed.html`)).rejects.toThrow();
  });

  it('allows every loopback port only when it runs tests', async () => {
    await startHost(true);
    const csp = String(
      (await fetch(host!.loopbackUrl, { headers: sessionHeader() })).headers.get(
        'content-security-policy',
      ),
    );
    expect(csp).toContain('http://127.0.0.1:*');
  });
});
