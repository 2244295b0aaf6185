import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { buildEmbedPolicy, embedPageHtml } from '../main/host/embed-page';
import { startEmbedServer, type EmbedServer } from './embed-server';

let server: EmbedServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

/** A raw request, so the Host header can be anything (fetch always sends the real one). */
function get(url: string, host: string, method = 'GET') {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = request(url, { method, headers: { Host: host } }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('startEmbedServer', () => {
  it('serves the embed page with its own CSP on a free 127.0.0.1 port', async () => {
    let ancestors = ['http://127.0.0.1:5000'];
    server = await startEmbedServer({ port: 0, frameAncestors: () => ancestors });
    expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const page = await fetch(`${server.origin}/embed.html`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(
      buildEmbedPolicy({ frameAncestors: ['http://127.0.0.1:5000'] }),
    );
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(await page.text()).toBe(embedPageHtml());
    // Read per response: the app's origin is known only once its host listens.
    ancestors = ['http://127.0.0.1:6000'];
    const head = await fetch(`${server.origin}/embed.html?x=1`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-security-policy')).toContain(
      'frame-ancestors http://127.0.0.1:6000',
    );
  });

  it('serves nothing else', async () => {
    server = await startEmbedServer({ port: 0, frameAncestors: () => [] });
    for (const path of ['/', '/index.html', '/embed.html/x', '/__bridge', '/__files/x']) {
      const response = await fetch(server.origin + path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-security-policy'), path).toBeNull();
    }
    const posted = await fetch(`${server.origin}/embed.html`, { method: 'POST', body: 'x' });
    expect(posted.status).toBe(405);
  });

  it('answers only requests addressed to itself (no DNS rebinding)', async () => {
    server = await startEmbedServer({ port: 0, frameAncestors: () => [] });
    const { port } = new URL(server.origin);
    const page = `${server.origin}/embed.html`;
    expect((await get(page, `127.0.0.1:${port}`)).status).toBe(200);
    expect((await get(page, `localhost:${port}`)).status).toBe(200);
    for (const host of ['evil.example', `evil.example:${port}`, '127.0.0.1', `127.0.0.1:1`]) {
      const answer = await get(page, host);
      expect(answer.status, host).toBe(421);
      expect(answer.body).not.toContain('<script>');
    }
  });

  it('stops listening when closed', async () => {
    server = await startEmbedServer({ port: 0, frameAncestors: () => [] });
    const { origin } = server;
    await server.close();
    await expect(fetch(`${origin}/embed.html`)).rejects.toThrow();
  });
});
