import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from './index';
import { call } from './test-helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

const errorOf = (body: unknown) => (body as { error: string }).error;

/** A well-formed call per workers route, minus the project parameter. */
const workersWithoutProject = [
  '/api/bling/bigquery/produtos?id=1011',
  '/api/tramontina/webservice/products/1/1011',
  `/api/tramontina/tstock/bigquery/paginate?products=${encodeURIComponent('[{"id":"1","companyId":1}]')}`,
  '/api/tramontina/firestore/products/1011',
  '/api/franke/store/product?id=1011',
  '/api/doka/product-site-fast?code=1011',
  '/api/bling/produto/create/1011?bling=0',
  '/api/bling/produto/update-flag/1011',
  '/api/bling/produtoloja/create/1011?loja=1&store=amazon',
  '/api/bling/produtoloja/delete/1011?loja=1',
  '/api/firestore/product-openai/title/1011',
  '/api/firestore/product-openai/reviews/1011',
  '/api/sites/cookstore/products?id=1011',
  '/api/sites/cookeletroraro/products?id=1011',
];

describe('workers validation', () => {
  it.each(workersWithoutProject)('GET %s without project answers 400 JSON', async (path) => {
    const result = await call(sandbox, 'GET', path);
    expect(result.status).toBe(400);
    expect(result.headers.get('content-type')).toContain('application/json');
    expect(result.body).toEqual({ ok: false, error: 'Missing query parameter: project' });
    expect(sandbox.requests()[0].status).toBe(400);
  });

  it('treats an empty or blank project as missing', async () => {
    for (const value of ['', '%20%20']) {
      const result = await call(
        sandbox,
        'GET',
        `/api/bling/produto/update-flag/1?project=${value}`,
      );
      expect(result.status).toBe(400);
    }
  });

  it('requires the code, id, loja and bling parameters the spec shows', async () => {
    const cases: Array<[string, string]> = [
      ['/api/bling/bigquery/produtos?project=p', 'id'],
      ['/api/franke/store/product?project=p', 'id'],
      ['/api/doka/product-site-fast?project=p', 'code'],
      ['/api/bling/produto/create/1?project=p', 'bling'],
      ['/api/bling/produtoloja/create/1?project=p', 'loja'],
      ['/api/bling/produtoloja/delete/1?project=p', 'loja'],
      ['/api/sites/centergarbin/products?project=p', 'id'],
      ['/api/tramontina/tstock/bigquery/paginate?project=p', 'products'],
      ['/api/tramontina/tstockfiles/bigquery/download/1', 'downloadUrl'],
    ];
    for (const [path, name] of cases) {
      const result = await call(sandbox, 'GET', path);
      expect([path, result.status, errorOf(result.body)]).toEqual([
        path,
        400,
        `Missing query parameter: ${name}`,
      ]);
    }
  });

  it('rejects a Bling account index that is not a whole number', async () => {
    for (const bling of ['-1', 'abc', '1.5']) {
      const result = await call(
        sandbox,
        'GET',
        `/api/bling/produto/create/1?project=p&bling=${bling}`,
      );
      expect(result.status).toBe(400);
      expect(errorOf(result.body)).toContain('account index');
    }
  });

  it('rejects an unknown marketplace store, and accepts no store at all', async () => {
    const bad = await call(
      sandbox,
      'GET',
      '/api/bling/produtoloja/create/1?project=p&loja=9&store=ebay',
    );
    expect(bad.status).toBe(400);
    expect(errorOf(bad.body)).toContain('shopee, amazon, magalu, madeiramadeira');
    const bare = await call(sandbox, 'GET', '/api/bling/produtoloja/create/1?project=p&loja=9');
    expect(bare.status).toBe(200);
    expect((bare.body as { data: { store: unknown } }).data.store).toBeNull();
  });

  it('rejects malformed TStock products lists', async () => {
    for (const products of [
      'not json',
      '[]',
      '{"id":"1"}',
      '[{"id":"1"}]',
      '[{"id":"","companyId":1}]',
    ]) {
      const result = await call(
        sandbox,
        'GET',
        `/api/tramontina/tstock/bigquery/paginate?project=p&products=${encodeURIComponent(products)}`,
      );
      expect([products, result.status]).toEqual([products, 400]);
    }
  });

  it('rejects a TStock download URL that is not a URL, not from paginate, or lacks the code', async () => {
    const download = (url: string, code = '1011') =>
      call(
        sandbox,
        'GET',
        `/api/tramontina/tstockfiles/bigquery/download/${code}?downloadUrl=${encodeURIComponent(url)}`,
      );
    expect((await download('relative/file.json')).status).toBe(400);
    expect((await download('https://storage.example.com/other.json')).status).toBe(502);
    const page = await call(
      sandbox,
      'GET',
      `/api/tramontina/tstock/bigquery/paginate?project=p&products=${encodeURIComponent('[{"id":"1011","companyId":1}]')}`,
    );
    const url = (page.body as { data: { downloadUrl: string } }).data.downloadUrl;
    const missing = await download(url, '2050');
    expect(missing.status).toBe(404);
    expect(errorOf(missing.body)).toContain('2050');
    expect((await download(url)).status).toBe(200);
  });

  it('answers 404 for a code the Tramontina web service does not know for that company', async () => {
    const wrong = await call(
      sandbox,
      'GET',
      '/api/tramontina/webservice/products/2/1011?project=p',
    );
    expect(wrong.status).toBe(404);
    expect(errorOf(wrong.body)).toBe('Product 1011 not found for company 2');
    const notNumber = await call(
      sandbox,
      'GET',
      '/api/tramontina/webservice/products/x/1011?project=p',
    );
    expect(notNumber.status).toBe(400);
  });
});

describe('body validation', () => {
  const post = (path: string, body?: unknown) => call(sandbox, 'POST', path, body);

  it('rejects a body that is not JSON on every route that takes one', async () => {
    const paths = [
      '/api/console/queue/tasks',
      '/api/console/products/ai/response?project=p',
      '/api/console/products/ai/tools?project=p',
      '/api/console/files/permissions',
      '/api/console/files/attaches',
      '/api/console/files/images',
      '/api/console/files/cdn/bunny/upload-video-url',
      '/api/console/products/gift/generate',
      '/api/console/email-template',
      '/api/console/whatsapp-template/load-from-api?project=p',
      '/whatsapp/message?project=p',
    ];
    for (const path of paths) {
      const result = await post(path, '{"urls": [');
      expect([path, result.status, errorOf(result.body)]).toEqual([
        path,
        400,
        'Body is not valid JSON',
      ]);
      expect(sandbox.requests({ path: path.split('?')[0] }).at(-1)?.body).toBe('{"urls": [');
    }
  });

  it('rejects a missing body where the shape is documented', async () => {
    const result = await post('/api/console/queue/tasks');
    expect(result.status).toBe(400);
    expect(errorOf(result.body)).toBe('Body must be a JSON object');
  });

  it('lists each invalid field by path', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['/api/console/queue/tasks', { urls: 'http://x' }, 'urls'],
      ['/api/console/queue/tasks', { urls: ['ok', ''] }, 'urls.1'],
      ['/api/console/queue/tasks', [], '(root)'],
      [
        '/api/console/products/ai/response?project=p',
        { project: 'p', product_data: {}, product_schema: {} },
        'messages',
      ],
      [
        '/api/console/products/ai/response?project=p',
        { project: 'p', product_data: {}, product_schema: {}, messages: [{ role: 'robot' }] },
        'messages.0.role',
      ],
      ['/api/console/products/ai/tools?project=p', { arguments: '{}' }, 'name'],
      ['/api/console/files/permissions', { id: 'f1', isPublic: 'yes' }, 'isPublic'],
      ['/api/console/files/attaches', { file: 'a.pdf', isPublic: true }, 'filePath'],
      ['/api/console/files/images', { file: 'a.png', filePath: 'x/a.png' }, 'isPublic'],
      ['/api/console/files/cdn/bunny/upload-video-url', { id: '' }, 'id'],
      ['/api/console/products/gift/generate', ['x'], '(root)'],
      ['/api/console/email-template', { template: 't1' }, 'templateId'],
      [
        '/whatsapp/message?project=p',
        {
          to: '5511987654321',
          type: 'text',
          template: { name: 'a', language: { code: 'pt_BR' }, components: [] },
        },
        'type',
      ],
      [
        '/whatsapp/message?project=p',
        {
          to: '5511987654321',
          type: 'template',
          template: { name: 'a', language: { code: 'en_US' }, components: [] },
        },
        'template.language.code',
      ],
      [
        '/whatsapp/message?project=p',
        {
          to: '5511987654321',
          type: 'template',
          template: {
            name: 'a',
            language: { code: 'pt_BR' },
            components: [{ type: 'body', parameters: [{ type: 'text', text: ' ' }] }],
          },
        },
        'template.components.0.parameters.0.text',
      ],
      [
        '/whatsapp/message?project=p',
        {
          to: '5511987654321',
          type: 'template',
          template: {
            name: 'a',
            language: { code: 'pt_BR' },
            components: [{ type: 'button', index: '0', parameters: [] }],
          },
        },
        'template.components.0.sub_type',
      ],
      [
        '/whatsapp/message?project=p',
        {
          to: 'maria',
          type: 'template',
          template: { name: 'a', language: { code: 'pt_BR' }, components: [] },
        },
        'to',
      ],
    ];
    for (const [path, body, field] of cases) {
      const result = await post(path, body);
      const issues = (result.body as { issues?: { path: string }[] }).issues ?? [];
      expect([path, result.status, issues.map((issue) => issue.path)]).toEqual([
        path,
        400,
        expect.arrayContaining([field]),
      ]);
    }
  });

  it('checks the project query on the console and functions calls that carry it', async () => {
    const result = await post('/api/console/products/ai/tools', {
      name: 'get_product',
      arguments: {},
    });
    expect(result.status).toBe(400);
    expect(errorOf(result.body)).toBe('Missing query parameter: project');
    const product = await call(sandbox, 'GET', '/api/console/products/1011');
    expect(product.status).toBe(400);
    const whatsapp = await post('/whatsapp/message', {});
    expect(errorOf(whatsapp.body)).toBe('Missing query parameter: project');
  });

  it('rejects tool arguments that are not a JSON object', async () => {
    for (const args of ['{oops', '[1,2]', '"text"']) {
      const result = await post('/api/console/products/ai/tools?project=p', {
        name: 'get_product',
        arguments: args,
      });
      expect([args, result.status]).toEqual([args, 400]);
    }
  });

  it('rejects a body larger than 10 MB with 413', async () => {
    const big = JSON.stringify({ urls: ['x'.repeat(11 * 1024 * 1024)] });
    const result = await post('/api/console/queue/tasks', big);
    expect(result.status).toBe(413);
    expect(sandbox.requests()[0]).toMatchObject({ status: 413, clientAborted: false });
    // Settles once the server closes the response; the test times out if it never does.
    while (sandbox.inFlight() > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  });
});

describe('unknown routes and methods', () => {
  it('answers 404 JSON for an unknown path, and records it without a route id', async () => {
    for (const path of [
      '/',
      '/api/nope',
      '/api/firestore/product-openai/poems/1?project=p',
      '/api/sites/ebay/products?id=1&project=p',
      '/api/console/products/',
    ]) {
      const result = await call(sandbox, 'GET', path);
      expect([path, result.status]).toEqual([path, 404]);
      expect(errorOf(result.body)).toMatch(/^Unknown route: GET /);
    }
    expect(sandbox.requests().every((r) => r.routeId === null && r.status === 404)).toBe(true);
  });

  it('answers 405 with Allow for a known path called with the wrong method', async () => {
    const post = await call(sandbox, 'POST', '/api/bling/produto/update-flag/1?project=p', {});
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
    const get = await call(sandbox, 'GET', '/api/console/queue/tasks');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('answers 404 for an unknown control route and 405 for a wrong control method', async () => {
    expect((await call(sandbox, 'GET', '/__sandbox__/nothing')).status).toBe(404);
    expect((await call(sandbox, 'GET', '/__sandbox__/reset')).status).toBe(405);
    expect((await call(sandbox, 'GET', '/__sandbox__/assets/missing')).status).toBe(404);
    expect(sandbox.requests()).toHaveLength(0);
  });

  it('decodes path parameters, and refuses a malformed escape as unknown', async () => {
    const spaced = await call(sandbox, 'GET', '/api/console/customers/segments/clientes%20vip');
    expect(spaced.status).toBe(200);
    expect((spaced.body as { data: { email: string }[] }).data[0].email).toContain('clientes-vip');
    expect((await call(sandbox, 'GET', '/api/console/customers/segments/%E0%A4%A')).status).toBe(
      404,
    );
  });
});
