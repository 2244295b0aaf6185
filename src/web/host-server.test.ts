import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { z } from 'zod';
import { event, procedure } from '../shared/bridge/define';
import { texts } from '../shared/texts/pt-BR';
import { buildContentSecurityPolicy } from '../main/host/content-security-policy';
import { startHostServer, type HostServer } from './host-server';
import { createSessionSecret } from './session-secret';
import { tempFolder } from '../../tests/support/temp-folder';

const contract = {
  procedures: { 'echo.say': procedure(z.object({ text: z.string() }).strict(), z.string()) },
  events: { 'echo.heard': event(z.object({ text: z.string() })) },
};

// The served folder, and beside it a file a path that climbs out of it would reach.
const folder = tempFolder('web-host-');
const staticDir = join(folder, 'static');
let host: HostServer<typeof contract> | null = null;

beforeAll(() => {
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Console Desktop</title>');
  writeFileSync(join(staticDir, 'assets', 'app-abc123.js'), 'console.log("app")');
  writeFileSync(join(staticDir, '.env'), 'SECRET=1');
  writeFileSync(join(folder, 'outside-web-host.txt'), 'outside');
});

afterEach(async () => {
  await host?.close();
  host = null;
});

async function start() {
  host = await startHostServer({
    port: 0,
    staticDir,
    contract,
    handlers: { 'echo.say': ({ text }) => text.toUpperCase() },
    sessionSecret: secret,
    contentSecurityPolicy: () => buildContentSecurityPolicy({ shell: 'web' }),
  });
  return host;
}

const secret = createSessionSecret('segredo-do-teste');
/** The cookie a browser holds after opening the launch URL. */
const session = () => ({ Cookie: `${secret.cookieName(host!.port)}=${secret.value}` });
/** The host's own name, as a browser sends it (Node cannot resolve `*.localhost`). */
const ownHost = () => `${secret.hostName}:${host!.port}`;

/**
 * Raw request so tests control the Host header and see exactly what the server sends. It is
 * addressed to the host's own name and carries the session cookie unless told otherwise.
 */
function send(
  path: string,
  options: {
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    session?: boolean;
  } = {},
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: host!.port,
        path,
        method: options.method ?? 'GET',
        headers: {
          Host: ownHost(),
          ...(options.session === false ? {} : session()),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('web host server', () => {
  it('serves the renderer with a strict CSP and SPA fallback for in-app routes', async () => {
    await start();
    const root = await send('/');
    expect(root.status).toBe(200);
    expect(root.body).toContain('<title>Console Desktop</title>');
    expect(root.headers['content-type']).toContain('text/html');
    const csp = String(root.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(root.headers['x-content-type-options']).toBe('nosniff');

    const deep = await send('/console/product/123');
    expect(deep.status).toBe(200);
    expect(deep.body).toContain('<title>Console Desktop</title>');

    const asset = await send('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toContain('text/javascript');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('reads a hashed asset once, and index.html on every load', async () => {
    await start();
    writeFileSync(join(staticDir, 'assets', 'once-def456.js'), 'console.log("once")');
    expect((await send('/assets/once-def456.js')).body).toBe('console.log("once")');
    rmSync(join(staticDir, 'assets', 'once-def456.js'));
    const again = await send('/assets/once-def456.js');
    expect(again.status).toBe(200);
    expect(again.headers['content-length']).toBe(String('console.log("once")'.length));
    expect(again.body).toBe('console.log("once")');

    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Nova versão</title>');
    try {
      expect((await send('/')).body).toContain('Nova versão');
    } finally {
      writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Console Desktop</title>');
    }
  });

  it('answers 404 for missing files, hidden files and paths out of the build', async () => {
    await start();
    expect((await send('/assets/missing.js')).status).toBe(404);
    expect((await send('/.env')).status).toBe(404);
    expect((await send('/%2e%2e/outside-web-host.txt')).status).toBe(404);
    expect((await send('/..%2foutside-web-host.txt')).status).toBe(404);
    expect((await send('/__unknown')).status).toBe(404);
  });

  it('refuses requests addressed to another host name (DNS rebinding)', async () => {
    await start();
    const response = await send('/', { headers: { Host: 'evil.example:80' } });
    expect(response.status).toBe(421);
    expect(JSON.parse(response.body).error).toBe(texts.web.badHost);
  });

  it('has no chosen-file route and no dialog hook: the browser opens and saves files', async () => {
    await start();
    for (const path of ['/__files/tok-1', '/__files/%2Fetc%2Fpasswd', '/__test__/dialogs']) {
      const response = await send(path);
      expect(response.status, path).toBe(404);
      expect(JSON.parse(response.body).error, path).toBe(texts.web.notFound);
    }
    const scripted = await send('/__test__/dialogs', {
      method: 'POST',
      body: '{"open":["/etc/passwd"]}',
      headers: { Origin: host!.url },
    });
    expect(scripted.status).toBe(405);
  });

  it('carries the bridge over /__bridge for its own origin and pushes events', async () => {
    await start();
    const socket = new WebSocket(`ws://127.0.0.1:${host!.port}/__bridge`, {
      origin: host!.url,
      headers: session(),
    });
    const messages: unknown[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'invoke', id: 1, name: 'echo.say', input: { text: 'oi' } }));
    host!.emit('echo.heard', { text: 'olá' });
    await vi.waitFor(() => expect(messages).toHaveLength(2));
    expect(messages).toContainEqual({ type: 'result', id: 1, envelope: { ok: true, value: 'OI' } });
    expect(messages).toContainEqual({
      type: 'event',
      name: 'echo.heard',
      payload: { text: 'olá' },
    });
    socket.terminate();

    // Only the page's own origin: 127.0.0.1 serves no page that could open it.
    for (const origin of ['http://evil.example', `http://127.0.0.1:${host!.port}`]) {
      const foreign = new WebSocket(`ws://127.0.0.1:${host!.port}/__bridge`, {
        origin,
        headers: session(),
      });
      await expect(
        new Promise((resolve, reject) => {
          foreign.once('open', resolve);
          foreign.once('error', reject);
        }),
      ).rejects.toThrow(/403/);
    }
  });

  it('closes cleanly with a connected page', async () => {
    await start();
    const socket = new WebSocket(`ws://127.0.0.1:${host!.port}/__bridge`, {
      origin: host!.url,
      headers: session(),
    });
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    await host!.close();
    await closed;
    host = null;
  });

  it('opens a session only through the launch token, then drops it from the address', async () => {
    await start();
    expect(host!.launchUrl).toBe(`${host!.url}/?token=segredo-do-teste`);
    const opened = await send('/console/product?token=segredo-do-teste&x=1', { session: false });
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toBe('/console/product?x=1');
    expect(opened.headers['set-cookie']).toEqual([
      `console_session_${host!.port}=segredo-do-teste; Max-Age=2592000; HttpOnly; SameSite=Strict; Path=/`,
    ]);

    const wrong = await send('/?token=segredo-do-test', { session: false });
    expect(wrong.status).toBe(401);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect(wrong.headers['content-type']).toContain('text/html');
    expect(wrong.body).toContain(texts.web.session.badTokenHeading);
  });

  it('serves pages on its own .localhost name and leads the loopback names there', async () => {
    await start();
    expect(host!.url).toBe(`http://${secret.hostName}:${host!.port}`);
    expect(host!.loopbackUrl).toBe(`http://127.0.0.1:${host!.port}`);
    for (const alias of [`127.0.0.1:${host!.port}`, `localhost:${host!.port}`]) {
      // With the launch token: on to the own name, where the cookie is set.
      const launched = await send('/console?token=segredo-do-teste', {
        session: false,
        headers: { Host: alias },
      });
      expect(launched.status, alias).toBe(303);
      expect(launched.headers.location).toBe(`${host!.url}/console?token=segredo-do-teste`);
      expect(launched.headers['set-cookie']).toBeUndefined();
      // Without it: the session page, which does not give the own name away.
      const anonymous = await send('/', { session: false, headers: { Host: alias } });
      expect(anonymous.status, alias).toBe(401);
      expect(anonymous.body).toContain(texts.web.session.howToOpen);
      expect(anonymous.body).not.toContain(secret.hostName);
      expect(anonymous.headers.location).toBeUndefined();
    }
    // Another .localhost name (an old bookmark after the secret changed): the page too.
    const stale = await send('/', {
      session: false,
      headers: { Host: `console-0000000000000000.localhost:${host!.port}` },
    });
    expect(stale.status).toBe(401);
    expect(stale.body).toContain(texts.web.session.missingHeading);
    // A wrong port in the Host header is not this host.
    expect((await send('/', { headers: { Host: `${secret.hostName}:1` } })).status).toBe(421);
  });

  it('extends the session on each page load of its own name', async () => {
    await start();
    const page = await send('/console/product/1');
    expect(page.status).toBe(200);
    expect(page.headers['set-cookie']).toEqual([secret.setCookie(host!.port)]);
    expect((await send('/assets/app-abc123.js')).headers['set-cookie']).toBeUndefined();
    // A program with the secret may use 127.0.0.1; no cookie is set for that name.
    const loopback = await send('/', { headers: { Host: `127.0.0.1:${host!.port}` } });
    expect(loopback.status).toBe(200);
    expect(loopback.headers['set-cookie']).toBeUndefined();
  });

  it('refuses the page, its assets and the bridge to anyone without the session', async () => {
    await start();
    for (const path of ['/', '/console/product/1', '/assets/app-abc123.js', '/__bridge']) {
      const anonymous = await send(path, { session: false });
      expect(anonymous.status, path).toBe(401);
      expect(anonymous.body).not.toContain('segredo');
      // A browser gets the pt-BR page; the host's own routes keep their JSON answer.
      if (path.startsWith('/__')) {
        expect(JSON.parse(anonymous.body).error, path).toBe(texts.web.sessionRequired);
      } else {
        expect(anonymous.headers['content-type'], path).toContain('text/html');
        expect(anonymous.body, path).toContain(texts.web.session.missingHeading);
        expect(anonymous.body, path).toContain(texts.web.session.howToOpen);
      }
      const forged = await send(path, {
        session: false,
        headers: { Cookie: `console_session_${host!.port}=adivinhado` },
      });
      expect(forged.status, path).toBe(401);
    }
    // The right origin is not enough any more: a local program can send any Origin header.
    const socket = new WebSocket(`ws://127.0.0.1:${host!.port}/__bridge`, { origin: host!.url });
    await expect(
      new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      }),
    ).rejects.toThrow(/401/);
  });
});
