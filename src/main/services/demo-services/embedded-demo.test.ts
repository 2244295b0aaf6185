import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildContentSecurityPolicy,
  localOriginsOf,
  policyDirectives,
  videoFrameOriginsOf,
} from '../../host/content-security-policy';
import { createMainServices, type MainServices } from '../create-main-services';
import { ScriptedDialogPort } from '../../../../tests/support/scripted-dialog-port';
import { createMemoryStore } from '../settings/key-value-store';
import {
  DEMO_FAILURE_MESSAGE,
  demoWriteFor,
  startDemoServices,
  type DemoServices,
} from './embedded-demo';
import { DEMO_SECRET_HEADER } from './guard';
import type { SeedData } from '../../../shared/data/seed';
import { tempFolder } from '../../../../tests/support/temp-folder';

let demo: DemoServices | null = null;
let services: MainServices | null = null;
afterEach(async () => {
  await demo?.close();
  await services?.dispose();
  demo = null;
  services = null;
});

const bigQuery = (demo: DemoServices, code: string) =>
  fetch(`${demo.url}/api/bling/bigquery/produtos?project=demo&id=${code}`, {
    headers: { [DEMO_SECRET_HEADER]: demo.secret },
  });

describe('the embedded demo services', () => {
  it('answer the spec routes with some latency, and fail a demo code once per route', async () => {
    demo = await startDemoServices();
    const started = performance.now();
    const ok = await bigQuery(demo, '1011');
    expect(ok.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(30);

    const first = await bigQuery(demo, '5703');
    expect(first.status).toBe(503);
    expect(await first.json()).toEqual({ error: DEMO_FAILURE_MESSAGE });
    // The retry goes through, as 'Retentar Erros' should show.
    expect((await bigQuery(demo, '5703')).status).toBe(200);
  });

  it('answer a demo segment with the members its rules select in the demo data', async () => {
    const seed = JSON.parse(
      readFileSync(new URL('../../../../resources/demo-seed.json', import.meta.url), 'utf8'),
    ) as SeedData;
    demo = await startDemoServices(undefined, async () => seed);
    const answer = await fetch(`${demo.url}/api/console/customers/segments/clientes-rs`, {
      headers: { [DEMO_SECRET_HEADER]: demo.secret },
    });
    const { data } = (await answer.json()) as { data: Array<{ phoneNumber: string }> };
    expect(data.length).toBeGreaterThan(0);
    // Rio Grande do Sul's area codes are 51 to 55.
    for (const { phoneNumber } of data) expect(phoneNumber).toMatch(/^\+555[1-5]/);
  });
});

function mainServices(start: () => Promise<DemoServices>, doFetch?: typeof fetch) {
  services = createMainServices({
    fetch: doFetch,
    store: createMemoryStore(),
    env: {},
    dialogPort: new ScriptedDialogPort(() => {}),
    fileUrl: (token) => token,
    openExternal: async () => {},
    shell: 'web',
    version: '0.0.0-test',
    platform: process.platform,
    seedPath: '/none.json',
    dataDir: tempFolder('demo-services-'),
    log: () => {},
    startDemoServices: start,
  });
  return services;
}

describe('demoWriteFor', () => {
  it('writes the product for the import step that pushes it to the database, and nothing else', () => {
    const answered = (routeId: string, code = '1100') => ({
      routeId,
      params: { code },
      query: new URLSearchParams({ project: 'demo' }),
      origin: 'http://127.0.0.1:40123',
      assets: 'http://127.0.0.1:40124',
    });
    const write = demoWriteFor(answered('workers.tramontina.firestore'))!;
    expect(write.path).toBe('project/demo/product-data/1100');
    expect(write.data).toMatchObject({
      ProductCode: '1100',
      Company: 1,
      ProductImage: 'http://127.0.0.1:40124/images/1100.png',
    });
    expect(write.data.updatedAt).toHaveProperty('__date');
    expect(demoWriteFor(answered('workers.bling.bigquery'))).toBeNull();
  });

  it('pushes a product of the demo data as the demo data has it, its stored image untouched', () => {
    const seed: SeedData = {
      documents: [
        {
          path: 'project/demo/product-data/1011',
          data: {
            ProductCode: '1011',
            ProductSiteName: 'Panela de Pressão Solar 6 L',
            ProductImage: '{demoAssets}/produtos/1011.png',
            Price: 429.9,
          },
        },
      ],
    };
    const answered = {
      routeId: 'workers.tramontina.firestore',
      params: { code: '1011' },
      query: new URLSearchParams({ project: 'demo' }),
      origin: 'http://127.0.0.1:40123',
      assets: 'http://127.0.0.1:40124',
    };
    const write = demoWriteFor(answered, seed)!;
    expect(write.path).toBe('project/demo/product-data/1011');
    expect(write.data).toEqual({
      ProductCode: '1011',
      ProductSiteName: 'Panela de Pressão Solar 6 L',
      Price: 429.9,
      updatedAt: { __date: expect.any(String) },
    });
  });
});

describe('startDemoServicesIfWanted', () => {
  it('starts them for the unconfigured local profile and points its services at them', async () => {
    const start = vi.fn(startDemoServices);
    const main = mainServices(start);
    await main.startDemoServicesIfWanted();
    await main.startDemoServicesIfWanted();
    expect(start).toHaveBeenCalledTimes(1);
    const state = main.settings.getState();
    expect(state.demoServices).toBe(true);
    const result = await main.http.request({
      service: 'workers',
      path: '/api/bling/bigquery/produtos',
      query: { project: 'demo', id: '1011' },
    });
    expect(result).toMatchObject({ ok: true, status: 200 });
    // The secret stays in main: nothing the page is given carries it.
    const secret = (start.mock.results[0].value as Promise<DemoServices>).then((d) => d.secret);
    expect(JSON.stringify({ result, state })).not.toContain(await secret);
  });

  it('sends the secret to the demo only, never to a service the user configures', async () => {
    const sent: { url: string; secret: string | null }[] = [];
    const recording: typeof fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      sent.push({ url: String(input), secret: headers.get(DEMO_SECRET_HEADER) });
      return String(input).startsWith('https://')
        ? Promise.resolve(Response.json({ ok: true }))
        : fetch(input, init);
    };
    const start = vi.fn(startDemoServices);
    const main = mainServices(start, recording);
    await main.startDemoServicesIfWanted();
    const demoSecret = (await start.mock.results[0].value).secret;
    const call = () =>
      main.http.request({
        service: 'workers',
        path: '/api/bling/bigquery/produtos',
        query: { project: 'demo', id: '1011' },
      });
    expect(await call()).toMatchObject({ ok: true, status: 200 });
    const local = main.settings.getState().profiles[0];
    main.settings.saveProfile({ ...local, workersUrl: 'https://workers.loja.example' });
    expect(await call()).toMatchObject({ ok: true });
    expect(sent.map(({ secret }) => secret)).toEqual([demoSecret, null]);
    expect(sent[1].url).toMatch(/^https:\/\/workers\.loja\.example\//);
  });

  it("never lets the page frame or reach the demo services' address, only its assets", async () => {
    const main = mainServices(startDemoServices);
    await main.startDemoServicesIfWanted();
    const state = main.settings.getState();
    const services = new URL(state.effectiveProfile.workersUrl).origin;
    const assets = new URL(state.demoAssetsUrl!).origin;
    expect(assets).not.toBe(services);
    expect(state.effectiveProfile.videoHost).toBe(state.demoAssetsUrl);
    const policy = buildContentSecurityPolicy({
      shell: 'web',
      emulatorOrigins: localOriginsOf(state),
      frameOrigins: videoFrameOriginsOf(state),
    });
    const directives = policyDirectives(policy);
    expect(directives.get('frame-src')).toEqual([assets]);
    expect(directives.get('img-src')).toContain(assets);
    expect(policy).not.toContain(services);
  });

  it('starts nothing for a Firebase profile', async () => {
    const start = vi.fn(startDemoServices);
    const main = mainServices(start);
    main.settings.saveProfile({
      id: 'fb',
      name: 'Produção',
      kind: 'firebase',
      projectId: 'loja',
      firebase: { apiKey: 'k', projectId: 'loja-prod' },
    });
    main.settings.setActiveProfile('fb');
    await main.startDemoServicesIfWanted();
    expect(start).not.toHaveBeenCalled();
    expect(main.settings.getState().demoServices).toBe(false);
  });
});
