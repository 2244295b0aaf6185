import { request } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DemoDocumentWrite } from '../../../shared/bridge/demo';
import { startDemoServices, type DemoServices } from './embedded-demo';
import { DEMO_SECRET_HEADER } from './guard';

let demo: DemoServices | null = null;
afterEach(async () => {
  await demo?.close();
  demo = null;
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw call: fetch would not let a test choose the Host header. */
function call(
  base: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: init.method ?? 'GET',
        headers: init.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

const FIRESTORE = '/api/tramontina/firestore/products/1100?project=demo';

async function started() {
  const writes: DemoDocumentWrite[] = [];
  const onWrite = vi.fn((write: DemoDocumentWrite) => writes.push(write));
  demo = await startDemoServices(onWrite);
  const secret = { [DEMO_SECRET_HEADER]: demo.secret };
  return { demo, writes, secret };
}

describe('the embedded demo services refuse', () => {
  it('a call without the secret or with a wrong one, and write nothing for it', async () => {
    const { demo, writes, secret } = await started();
    const bare = await call(demo.url, FIRESTORE);
    expect(bare.status).toBe(401);
    const wrong = await call(demo.url, FIRESTORE, {
      headers: { [DEMO_SECRET_HEADER]: `${demo.secret.slice(1)}x` },
    });
    expect(wrong.status).toBe(401);
    expect(writes).toEqual([]);
    // The same call with the secret is served, and writes its product.
    expect((await call(demo.url, FIRESTORE, { headers: secret })).status).toBe(200);
    expect(writes.map((write) => write.path)).toEqual(['project/demo/product-data/1100']);
  });

  it('a foreign Host, even with the secret (DNS rebinding, another port)', async () => {
    const { demo, writes, secret } = await started();
    const port = new URL(demo.url).port;
    for (const host of [
      'evil.example',
      `evil.example:${port}`,
      '127.0.0.1:1',
      `x.localhost:${port}`,
    ]) {
      const answer = await call(demo.url, FIRESTORE, { headers: { ...secret, host } });
      expect(answer.status, host).toBe(403);
    }
    expect(writes).toEqual([]);
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`]) {
      expect((await call(demo.url, FIRESTORE, { headers: { ...secret, host } })).status).toBe(200);
    }
  });

  it('the test control plane: /__sandbox__/* is not served, and scripts nothing', async () => {
    const { demo, secret } = await started();
    const json = { ...secret, 'content-type': 'application/json' };
    const script = JSON.stringify({ route: 'workers.bling.bigquery', status: 500 });
    const attempts: [string, string, string?][] = [
      ['GET', '/__sandbox__/requests'],
      ['GET', '/__sandbox__/stats'],
      ['POST', '/__sandbox__/script', script],
      ['POST', '/__sandbox__/reset', '{}'],
      ['GET', '/__sandbox__/assets/images/1011.png'],
    ];
    for (const [method, path, body] of attempts) {
      expect((await call(demo.url, path, { method })).status, path).toBe(401);
      const withSecret = await call(demo.url, path, { method, headers: json, body });
      expect(withSecret.status, path).toBe(404);
      expect(JSON.parse(withSecret.body)).toEqual({
        ok: false,
        error: `Unknown route: ${method} ${path}`,
      });
    }
    const after = await call(demo.url, '/api/bling/bigquery/produtos?project=demo&id=1011', {
      headers: secret,
    });
    expect(after.status).toBe(200);
  });

  it('to read a text/plain body as JSON', async () => {
    const { demo, secret } = await started();
    const body = JSON.stringify({ urls: ['https://loja.example/a'] });
    const plain = await call(demo.url, '/api/console/queue/tasks', {
      method: 'POST',
      headers: { ...secret, 'content-type': 'text/plain' },
      body,
    });
    expect(plain.status).toBe(415);
    expect(JSON.parse(plain.body)).toEqual({
      ok: false,
      error: 'Content-Type must be application/json',
    });
    const json = await call(demo.url, '/api/console/queue/tasks', {
      method: 'POST',
      headers: { ...secret, 'content-type': 'application/json; charset=utf-8' },
      body,
    });
    expect(json.status).toBe(200);
  });
});

describe("the embedded demo's assets", () => {
  it('serve the product images without the secret, read-only, on their own origin', async () => {
    const { demo, writes } = await started();
    expect(new URL(demo.assetsUrl).origin).not.toBe(new URL(demo.url).origin);
    const image = await call(demo.assetsUrl, '/images/1011.png');
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const player = await call(demo.assetsUrl, '/player/abc');
    expect(player.status).toBe(200);
    // A player page runs nothing and frames nothing.
    expect(player.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await call(demo.assetsUrl, '/images/1011.png', { method: 'POST' })).status).toBe(405);
    const foreign = await call(demo.assetsUrl, '/images/1011.png', {
      headers: { host: 'evil.example' },
    });
    expect(foreign.status).toBe(403);
    // No service answers there: the import step that writes a product is not reachable.
    expect((await call(demo.assetsUrl, FIRESTORE)).status).toBe(404);
    expect(writes).toEqual([]);
  });

  it('are what the answers link to', async () => {
    const { demo, secret } = await started();
    const answer = await call(demo.url, '/api/console/products/1011?project=demo', {
      headers: secret,
    });
    const { data } = JSON.parse(answer.body) as { data: { ProductImage: string } };
    expect(data.ProductImage).toBe(`${demo.assetsUrl}/images/1011.png`);
    expect((await call(data.ProductImage, data.ProductImage)).status).toBe(200);
  });
});
