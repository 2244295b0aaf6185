import { afterEach, describe, expect, it } from 'vitest';
import { demoDocumentWriteSchema, type DemoDocumentWrite } from '../../../shared/bridge/demo';
import { startDemoServices, type DemoServices } from './embedded-demo';
import { DEMO_SECRET_HEADER } from './guard';
import { whatsappTemplateWrites } from './whatsapp-templates';

let demo: DemoServices | null = null;
afterEach(async () => {
  await demo?.close();
  demo = null;
});

const load = (services: DemoServices, query: string) =>
  fetch(`${services.url}/api/console/whatsapp-template/load-from-api${query}`, {
    method: 'POST',
    headers: { [DEMO_SECRET_HEADER]: services.secret, 'content-type': 'application/json' },
    body: '{}',
  });

describe('loading WhatsApp templates from the demo API', () => {
  it("writes each answered template into the call's project, as the real API does", async () => {
    const writes: DemoDocumentWrite[] = [];
    demo = await startDemoServices((write) => writes.push(write));
    const answer = await load(demo, '?project=outlet');
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as { data: { loaded: number; templates: unknown[] } };
    expect(data.loaded).toBe(3);
    expect(writes.map((write) => write.path)).toEqual([
      'project/outlet/whatsapp-template/pedido_enviado',
      'project/outlet/whatsapp-template/oferta_semana',
      'project/outlet/whatsapp-template/codigo_retirada',
    ]);
    // Every write is one the page's bridge accepts, stamped, with the template's shape.
    for (const write of writes) expect(demoDocumentWriteSchema.safeParse(write).success).toBe(true);
    expect(writes[0]!.data).toMatchObject({
      name: 'pedido_enviado',
      language: 'pt_BR',
      status: 'APPROVED',
      updatedAt: { __date: expect.any(String) },
    });
    // The header image is one the demo's asset origin serves.
    const header = (writes[1]!.data.components as { example?: { header_handle: string[] } }[])[0]!;
    const image = await fetch(header.example!.header_handle[0]!);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('refuses a call without a project and writes nothing', async () => {
    const writes: DemoDocumentWrite[] = [];
    demo = await startDemoServices((write) => writes.push(write));
    const answer = await load(demo, '');
    expect(answer.status).toBe(400);
    expect(writes).toEqual([]);
  });

  it('writes nothing for another route, a failed answer or a name that is not a document id', () => {
    const answered = (routeId: string, answer: unknown) => ({
      routeId,
      params: {},
      query: new URLSearchParams('project=demo'),
      origin: 'http://127.0.0.1',
      assets: 'http://127.0.0.1/assets',
      answer,
    });
    const templates = [{ name: 'ok_1' }, { name: 'a/b' }, { name: 7 }];
    expect(
      whatsappTemplateWrites(
        answered('api.whatsappTemplate.loadFromApi', { ok: true, data: { templates } }),
      ).map((write) => write.path),
    ).toEqual(['project/demo/whatsapp-template/ok_1']);
    expect(
      whatsappTemplateWrites(answered('api.products.get', { ok: true, data: { templates } })),
    ).toEqual([]);
    expect(
      whatsappTemplateWrites(
        answered('api.whatsappTemplate.loadFromApi', { ok: false, error: 'x' }),
      ),
    ).toEqual([]);
  });
});
