import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from './index';
import { call, dataOf } from './test-helpers';

const P = 'project=demo';
const tstockProducts = encodeURIComponent(JSON.stringify([{ id: '1011', companyId: 1 }]));
const q = (value: string) => encodeURIComponent(value);

/**
 * Every call of spec 01 §7 and spec 02 §7, written out from the spec text, with the route id
 * it must hit. The download call gets its downloadUrl from paginate in its own test below.
 */
const specCalls: ReadonlyArray<{
  id: string;
  service: 'workers' | 'api' | 'functions';
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}> = [
  // spec 01 §7, workers service
  {
    id: 'workers.bling.bigquery',
    service: 'workers',
    method: 'GET',
    path: `/api/bling/bigquery/produtos?${P}&id=1011`,
  },
  {
    id: 'workers.tramontina.webservice',
    service: 'workers',
    method: 'GET',
    path: `/api/tramontina/webservice/products/1/1011?${P}`,
  },
  {
    id: 'workers.tstock.paginate',
    service: 'workers',
    method: 'GET',
    path: `/api/tramontina/tstock/bigquery/paginate?products=${tstockProducts}&${P}`,
  },
  {
    id: 'workers.tramontina.firestore',
    service: 'workers',
    method: 'GET',
    path: `/api/tramontina/firestore/products/1011?${P}`,
  },
  {
    id: 'workers.franke.product',
    service: 'workers',
    method: 'GET',
    path: `/api/franke/store/product?id=FR-7&${P}`,
  },
  {
    id: 'workers.doka.productSiteFast',
    service: 'workers',
    method: 'GET',
    path: `/api/doka/product-site-fast?code=DK-9&${P}`,
  },
  {
    id: 'workers.bling.produto.create',
    service: 'workers',
    method: 'GET',
    path: `/api/bling/produto/create/1011?${P}&bling=0`,
  },
  {
    id: 'workers.bling.produto.updateFlag',
    service: 'workers',
    method: 'GET',
    path: `/api/bling/produto/update-flag/1011?${P}`,
  },
  {
    id: 'workers.bling.produtoloja.create',
    service: 'workers',
    method: 'GET',
    path: `/api/bling/produtoloja/create/1011?loja=203&store=shopee&${P}`,
  },
  {
    id: 'workers.bling.produtoloja.delete',
    service: 'workers',
    method: 'GET',
    path: `/api/bling/produtoloja/delete/1011?loja=203&${P}`,
  },
  ...['title', 'description', 'sales', 'badges', 'facets', 'reviews'].map((kind) => ({
    id: `workers.openai.${kind}`,
    service: 'workers' as const,
    method: 'GET' as const,
    path: `/api/firestore/product-openai/${kind}/1011?${P}`,
  })),
  ...['cookstore', 'centergarbin', 'excellenceshop', 'cookeletroraro'].map((site) => ({
    id: `workers.sites.${site}`,
    service: 'workers' as const,
    method: 'GET' as const,
    path: `/api/sites/${site}/products?id=1011&${P}`,
  })),
  // spec 01 §7, console API
  {
    id: 'api.queue.tasks',
    service: 'api',
    method: 'POST',
    path: '/api/console/queue/tasks',
    body: { urls: ['http://w/api/bling/produto/update-flag/1?project=demo'] },
  },
  {
    id: 'api.products.ai.response',
    service: 'api',
    method: 'POST',
    path: `/api/console/products/ai/response?${P}`,
    body: {
      project: 'demo',
      product_data: {},
      product_schema: { type: 'object' },
      messages: [{ role: 'user', content: 'Oi' }],
    },
  },
  {
    id: 'api.products.ai.tools',
    service: 'api',
    method: 'POST',
    path: `/api/console/products/ai/tools?${P}`,
    body: { name: 'get_product', arguments: '{"code":"1011"}' },
  },
  {
    id: 'api.products.get',
    service: 'api',
    method: 'GET',
    path: `/api/console/products/1011?${P}`,
  },
  {
    id: 'api.files.permissions',
    service: 'api',
    method: 'POST',
    path: '/api/console/files/permissions',
    body: { id: 'f1', isPublic: false },
  },
  {
    id: 'api.files.attaches',
    service: 'api',
    method: 'POST',
    path: '/api/console/files/attaches',
    body: { file: 'manual.pdf', filePath: 'demo/files/manual.pdf', isPublic: false },
  },
  {
    id: 'api.files.images',
    service: 'api',
    method: 'POST',
    path: '/api/console/files/images',
    body: { file: 'foto.png', filePath: 'demo/images/foto.png', isPublic: true },
  },
  {
    id: 'api.files.bunny.uploadVideoUrl',
    service: 'api',
    method: 'POST',
    path: '/api/console/files/cdn/bunny/upload-video-url',
    body: { id: 'v1' },
  },
  { id: 'api.file.video', service: 'api', method: 'GET', path: '/api/file/video/v1' },
  // spec 02 §7, console API
  {
    id: 'api.segments.get',
    service: 'api',
    method: 'GET',
    path: '/api/console/customers/segments/vip',
  },
  {
    id: 'api.campaignEmail.report',
    service: 'api',
    method: 'GET',
    path: '/api/console/campaign-email/c1/report',
  },
  {
    id: 'api.campaignEmail.send',
    service: 'api',
    method: 'GET',
    path: '/api/console/campaign-email/c1/send',
  },
  {
    id: 'api.campaignWhatsapp.send',
    service: 'api',
    method: 'GET',
    path: '/api/console/campaign-whatsapp/w1/send',
  },
  {
    id: 'api.products.gift.generate',
    service: 'api',
    method: 'POST',
    path: '/api/console/products/gift/generate',
    body: {},
  },
  {
    id: 'api.emailTemplate.test',
    service: 'api',
    method: 'POST',
    path: '/api/console/email-template',
    body: { templateId: 't1' },
  },
  {
    id: 'api.whatsappTemplate.loadFromApi',
    service: 'api',
    method: 'POST',
    path: `/api/console/whatsapp-template/load-from-api?${P}`,
    body: {},
  },
  { id: 'api.auth.google', service: 'api', method: 'GET', path: '/api/console/auth/google' },
  // spec 01 §7, functions service
  {
    id: 'functions.whatsapp.message',
    service: 'functions',
    method: 'POST',
    path: `/whatsapp/message?${P}`,
    body: {
      to: '5511987654321',
      type: 'template',
      template: { name: 'pedido_enviado', language: { code: 'pt_BR' }, components: [] },
    },
  },
];

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

describe('route table', () => {
  it('has exactly the routes of both spec §7 tables, plus the TStock download', () => {
    const expected = [...specCalls.map((c) => c.id), 'workers.tstock.download'].sort();
    expect(sandbox.routes.map((r) => r.id).sort()).toEqual(expected);
    expect(new Set(sandbox.routes.map((r) => r.id)).size).toBe(sandbox.routes.length);
  });

  it('documents every route id in the README table', () => {
    const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
    const documented = [...readme.matchAll(/^\| `([a-zA-Z.]+)` +\| (\w+) +\|/gm)].map(
      (found) => `${found[1]} ${found[2]}`,
    );
    expect(documented.sort()).toEqual(sandbox.routes.map((r) => `${r.id} ${r.service}`).sort());
  });

  it.each(specCalls)(
    '$method $path answers as $id',
    async ({ id, service, method, path, body }) => {
      const result = await call(sandbox, method, path, body);
      expect(result.status, JSON.stringify(result.body)).toBe(id === 'api.auth.google' ? 302 : 200);
      const [record] = sandbox.requests();
      expect(record).toMatchObject({ routeId: id, service, method, status: result.status });
      expect(sandbox.routes.find((route) => route.id === id)?.service).toBe(service);
    },
  );

  it('answers the same body for the same input, and another for another code', async () => {
    const first = await call(sandbox, 'GET', `/api/console/products/1011?${P}`);
    const again = await call(sandbox, 'GET', `/api/console/products/1011?${P}`);
    const other = await call(sandbox, 'GET', `/api/console/products/2099?${P}`);
    expect(again.body).toEqual(first.body);
    expect(dataOf(other).ProductSiteName).toBeTypeOf('string');
    expect(dataOf(other)).not.toEqual(dataOf(first));
  });
});

describe('plausible answers', () => {
  it('chains TStock paginate to the download through downloadUrl', async () => {
    const products = JSON.stringify([
      { id: '1011', companyId: 1 },
      { id: 2050, companyId: '2' },
    ]);
    const page = await call(
      sandbox,
      'GET',
      `/api/tramontina/tstock/bigquery/paginate?products=${q(products)}&${P}`,
    );
    const downloadUrl = dataOf(page).downloadUrl as string;
    expect(downloadUrl.startsWith(`${sandbox.url}/`)).toBe(true);
    expect(dataOf(page).total).toBe(2);

    const file = await fetch(downloadUrl);
    expect(file.status).toBe(200);
    expect(((await file.json()) as unknown[]).length).toBe(2);

    const download = await call(
      sandbox,
      'GET',
      `/api/tramontina/tstockfiles/bigquery/download/2050?downloadUrl=${q(downloadUrl)}`,
    );
    expect(download.status).toBe(200);
    expect(dataOf(download)).toMatchObject({ ProductCode: '2050', Company: 2 });
    expect(Object.keys(dataOf(download).Stock as object).length).toBeGreaterThan(0);
    expect(sandbox.requests({ route: 'workers.tstock.download' })).toHaveLength(1);
  });

  it('answers Tramontina web-service product data for {company}/{code}', async () => {
    const result = await call(sandbox, 'GET', `/api/tramontina/webservice/products/2/2050?${P}`);
    expect(dataOf(result)).toMatchObject({ ProductCode: '2050', Company: 2, project: 'demo' });
    expect(dataOf(result).EAN13).toMatch(/^789\d{10}$/);
  });

  it('answers a product with ProductImage and ProductSiteName that resolve here', async () => {
    const data = dataOf(await call(sandbox, 'GET', `/api/console/products/1011?${P}`));
    expect(data.ProductSiteName).toMatch(/\S/);
    const image = await fetch(data.ProductImage as string);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('answers the AI assistant in the documented shape', async () => {
    const result = await call(sandbox, 'POST', `/api/console/products/ai/response?${P}`, {
      project: 'demo',
      product_data: { ProductSiteName: 'Panela Solar' },
      product_schema: {},
      messages: [{ role: 'user', content: 'Melhore o título' }],
    });
    expect(result.body).toMatchObject({
      ok: true,
      messages: { function_call: null, refusal: null },
    });
    const content = (result.body as { messages: { content: string } }).messages.content;
    expect(content).toContain('Panela Solar');
    expect(content).toContain('Melhore o título');
  });

  it('answers AI tools with a result, or {error} for an unknown tool', async () => {
    const known = await call(sandbox, 'POST', `/api/console/products/ai/tools?${P}`, {
      name: 'get_product',
      arguments: { code: '1011' },
    });
    expect((known.body as { data: { ProductCode: string } }).data.ProductCode).toBe('1011');
    const unknown = await call(sandbox, 'POST', `/api/console/products/ai/tools?${P}`, {
      name: 'launch_rocket',
      arguments: '{}',
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ error: 'Unknown tool: launch_rocket' });
  });

  it('answers segments as a list of customers with email and phoneNumber', async () => {
    const data = (await call(sandbox, 'GET', '/api/console/customers/segments/vip')).body as {
      data: { email: string; phoneNumber: string }[];
    };
    expect(data.data.length).toBeGreaterThanOrEqual(3);
    for (const customer of data.data) {
      expect(customer.email).toMatch(/^[^@\s]+@example\.com$/);
      expect(customer.phoneNumber).toMatch(/^55\d{11}$/);
    }
  });

  it('answers a campaign report whose 7 metrics agree with its email lists', async () => {
    const data = dataOf(await call(sandbox, 'GET', '/api/console/campaign-email/c-42/report'));
    const list = (name: string) => data[name] as string[];
    expect(data.delivered).toBe(list('delivered_emails').length);
    expect(data.bounce).toBe(list('bounced_emails').length);
    expect(data.dropped).toBe(list('dropped_emails').length);
    expect(data.open).toBe(list('opened_emails').length);
    expect(data.click).toBe(list('clicked_emails').length);
    expect(list('processed_emails').length).toBe(
      (data.delivered as number) + (data.bounce as number) + (data.dropped as number),
    );
    const delivered = data.delivered as number;
    expect(data.open_rate).toBeCloseTo(((data.open as number) / delivered) * 100, 2);
    expect(data.click_rate).toBeCloseTo(((data.click as number) / delivered) * 100, 2);
  });

  it('answers file registration with {file:{url,...}} honouring isPublic', async () => {
    const result = await call(sandbox, 'POST', '/api/console/files/images', {
      file: { name: 'foto.png', size: 10 },
      filePath: 'demo/images/foto.png',
      isPublic: false,
    });
    const file = (result.body as { file: Record<string, unknown> }).file;
    expect(file).toMatchObject({ filename: 'foto.png', isPublic: false });
    expect(file.width).toBeGreaterThan(0);
    const served = await fetch(file.url as string);
    expect(served.status).toBe(200);
  });

  it('answers video status with cdn.bunny.id and an iframeUrl, tied to upload-video-url', async () => {
    const upload = await call(sandbox, 'POST', '/api/console/files/cdn/bunny/upload-video-url', {
      id: 'v9',
    });
    const video = (await call(sandbox, 'GET', '/api/file/video/v9')).body as {
      cdn: { bunny: { id: string; status: number } };
      iframeUrl: string;
    };
    expect(video.cdn.bunny.id).toBe(dataOf(upload).videoId);
    expect(video.cdn.bunny.status).toBe(3);
    expect((await fetch(video.iframeUrl)).status).toBe(200);
  });

  it('redirects the Google connect link to a local consent page', async () => {
    const result = await call(sandbox, 'GET', '/api/console/auth/google');
    expect(result.status).toBe(302);
    const consent = await fetch(result.headers.get('location')!);
    expect(await consent.text()).toContain('Conta Google conectada');
  });

  it('answers the WhatsApp message with a message id, and loads templates', async () => {
    const sent = await call(sandbox, 'POST', `/whatsapp/message?${P}`, {
      to: '+5511987654321',
      type: 'template',
      template: { name: 'oferta_semana', language: { code: 'pt_BR' }, components: [] },
    });
    expect(sent.body).toMatchObject({ contacts: [{ wa_id: '5511987654321' }] });
    const loaded = dataOf(
      await call(sandbox, 'POST', `/api/console/whatsapp-template/load-from-api?${P}`),
    );
    expect((loaded.templates as { name: string }[]).map((t) => t.name)).toContain('pedido_enviado');
  });
});
