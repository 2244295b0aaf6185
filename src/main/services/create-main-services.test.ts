import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMainServices } from './create-main-services';
import { ScriptedDialogPort } from '../../../tests/support/scripted-dialog-port';
import { createMemoryStore } from './settings/key-value-store';
import { tempFolder } from '../../../tests/support/temp-folder';

let dir: string;
beforeEach(() => {
  dir = tempFolder('main-services-');
});

function build(
  overrides: { seedPath?: string; fetch?: typeof fetch; env?: Record<string, string> } = {},
) {
  const openExternal = vi.fn(async () => {});
  const services = createMainServices({
    store: createMemoryStore(),
    env: overrides.env ?? {},
    dialogPort: new ScriptedDialogPort(() => {}),
    fileUrl: (token) => `console-file://file/${token}`,
    openExternal,
    shell: 'electron',
    version: '0.1.0',
    platform: 'linux',
    seedPath: overrides.seedPath ?? join(dir, 'seed.json'),
    dataDir: dir,
    fetch: overrides.fetch,
  });
  return { services, openExternal };
}

describe('main services', () => {
  it('loads and validates the seed data', async () => {
    const seedPath = join(dir, 'seed.json');
    writeFileSync(seedPath, '\uFEFF{"documents":[{"path":"project/demo/x/1","data":{"a":1}}]}');
    expect(await build({ seedPath }).services.app.getSeedData()).toEqual({
      documents: [{ path: 'project/demo/x/1', data: { a: 1 } }],
    });
  });

  it('explains in pt-BR a missing, non-JSON or malformed seed file', async () => {
    const { services } = build();
    await expect(services.app.getSeedData()).rejects.toThrow(
      'Arquivo de dados iniciais não encontrado',
    );
    writeFileSync(join(dir, 'seed.json'), '{oops');
    await expect(services.app.getSeedData()).rejects.toThrow('não é um JSON válido');
    writeFileSync(join(dir, 'seed.json'), '{"documents":[{"path":"só-um","data":{}}]}');
    await expect(services.app.getSeedData()).rejects.toThrow(
      /não tem o formato esperado: documents\.0\.path: Caminho de documento inválido/,
    );
  });

  it('opens only https links outside the app', async () => {
    const { services, openExternal } = build();
    expect(await services.app.openExternal('javascript:alert(1)')).toBe(false);
    expect(await services.app.openExternal('http://example.com')).toBe(false);
    expect(openExternal).not.toHaveBeenCalled();
    expect(await services.app.openExternal('https://example.com')).toBe(true);
  });

  it('tracks pending changes for the close guard', () => {
    const { services } = build();
    expect(services.app.hasPendingChanges()).toBe(false);
    services.app.setPendingChanges(true);
    expect(services.app.hasPendingChanges()).toBe(true);
  });

  it('routes HTTP calls to the base URL of the effective profile', async () => {
    const fetch = vi.fn(async () => new Response('{"ok":1}', { status: 200 }));
    const { services } = build({
      fetch: fetch as unknown as typeof globalThis.fetch,
      env: { CONSOLE_API_URL: 'http://127.0.0.1:9/api' },
    });
    const result = await services.http.request({ service: 'api', path: '/v1/ping' });
    expect(result).toMatchObject({
      ok: true,
      body: { ok: 1 },
      url: 'http://127.0.0.1:9/api/v1/ping',
    });
    services.settings.saveProfile({
      ...services.settings.getState().profiles[0],
      workersUrl: 'https://w.example',
    });
    await services.http.request({ service: 'workers', path: '/a' });
    expect(fetch).toHaveBeenLastCalledWith('https://w.example/a', expect.anything());
  });
});
