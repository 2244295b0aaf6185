import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bridgeContract, procedureNames } from '../../shared/bridge/contract';
import { createDispatcher, missingHandlers } from '../../shared/bridge/dispatcher';
import { ScriptedDialogPort } from '../../../tests/support/scripted-dialog-port';
import { createMainServices, type MainServices } from '../services/create-main-services';
import { createMemoryStore } from '../services/settings/key-value-store';
import { createBridgeHandlers } from './handlers';
import { tempFolder } from '../../../tests/support/temp-folder';

let dir: string;
let services: MainServices;
let dialogPort: ScriptedDialogPort;
const openExternal = vi.fn(async (_url: string) => {});

beforeEach(() => {
  openExternal.mockClear();
  dir = tempFolder('handlers-');
  const seedPath = join(dir, 'seed.json');
  writeFileSync(
    seedPath,
    JSON.stringify({
      documents: [{ path: 'project/demo/product-data/1011', data: { code: 1011 } }],
    }),
  );
  dialogPort = new ScriptedDialogPort(() => {});
  services = createMainServices({
    store: createMemoryStore(),
    env: {},
    dialogPort,
    fileUrl: (token) => `/__files/${token}`,
    openExternal,
    shell: 'web',
    version: '1.2.3',
    platform: 'linux',
    seedPath,
    dataDir: dir,
  });
});
afterEach(async () => {
  await services.dispose();
});

const EMBED_ORIGIN = 'http://127.0.0.1:40999';

function dispatch() {
  return createDispatcher(
    bridgeContract,
    createBridgeHandlers(services, { embedOrigin: EMBED_ORIGIN }),
  );
}

describe('bridge handlers', () => {
  it('has a handler for every contract procedure, and nothing else', () => {
    const handlers = createBridgeHandlers(services, { embedOrigin: EMBED_ORIGIN });
    expect(missingHandlers(bridgeContract, handlers)).toEqual([]);
    expect(Object.keys(handlers).sort()).toEqual([...procedureNames].sort());
  });

  it('delegates valid calls to the services', async () => {
    const call = dispatch();
    expect(await call('app.getInfo', {})).toEqual({
      ok: true,
      value: { version: '1.2.3', shell: 'web', platform: 'linux', embedOrigin: EMBED_ORIGIN },
    });
    expect(await call('app.setPendingChanges', { pending: true })).toEqual({
      ok: true,
      value: true,
    });
    expect(services.app.hasPendingChanges()).toBe(true);
    expect(await call('app.openExternal', { url: 'https://example.com/doc' })).toEqual({
      ok: true,
      value: true,
    });
    expect(openExternal).toHaveBeenCalledWith('https://example.com/doc');
    const seed = await call('app.getSeedData', {});
    expect(seed).toMatchObject({ ok: true, value: { documents: [{ data: { code: 1011 } }] } });

    const saved = await call('settings.saveProfile', {
      id: 'p2',
      name: 'Outro',
      kind: 'local',
      projectId: 'loja',
    });
    expect(saved).toMatchObject({ ok: true, value: { profiles: [{ id: 'local' }, { id: 'p2' }] } });
    expect(await call('settings.setActiveProfile', { id: 'p2' })).toMatchObject({
      ok: true,
      value: { activeProfileId: 'p2' },
    });
    expect(await call('settings.setActiveProject', { projectId: 'loja-2' })).toMatchObject({
      ok: true,
      value: { activeProjectId: 'loja-2' },
    });
    expect(await call('settings.deleteProfile', { id: 'local' })).toMatchObject({ ok: true });
    expect(await call('settings.getState', {})).toMatchObject({
      ok: true,
      value: { profiles: [{ id: 'p2' }] },
    });

    expect(await call('http.request', { service: 'workers', path: '/x' })).toMatchObject({
      ok: true,
      value: { ok: false, kind: 'not_configured' },
    });
    expect(await call('http.abort', { requestId: 'none' })).toEqual({ ok: true, value: false });
    expect(await call('dialogs.openFiles', { kind: 'image' })).toEqual({
      ok: true,
      value: { canceled: true, files: [] },
    });
    expect(
      await call('dialogs.saveFile', { kind: 'csv', defaultName: 'a.csv', content: '' }),
    ).toEqual({ ok: true, value: { canceled: true } });
  });

  it.each([
    [
      'settings.saveProfile',
      { id: 'x', name: 'X', kind: 'local', projectId: '', apiUrl: 'nope' },
      'saveProfile',
    ],
    ['settings.setActiveProject', { projectId: '' }, 'setActiveProject'],
    ['settings.deleteProfile', {}, 'deleteProfile'],
    ['http.request', { service: 'mail', path: 'x' }, 'request'],
    ['app.openExternal', { url: 'file:///etc/passwd' }, 'openExternal'],
    ['dialogs.openFiles', { kind: 'image', multiple: 'yes' }, 'openFiles'],
    ['dialogs.saveFile', { kind: 'csv', defaultName: '', content: 'x' }, 'saveFile'],
  ] as const)(
    'rejects bad input for %s before it reaches the service',
    async (name, input, method) => {
      const target = {
        saveProfile: services.settings,
        setActiveProject: services.settings,
        deleteProfile: services.settings,
        request: services.http,
        openExternal: services.app,
        openFiles: services.dialogs,
        saveFile: services.dialogs,
      }[method] as unknown as Record<string, (...args: unknown[]) => unknown>;
      const spy = vi.spyOn(target, method);
      const envelope = await dispatch()(name, input);
      expect(envelope).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
      if (!envelope.ok)
        expect(envelope.error.message).toContain(`Argumentos inválidos para ${name}`);
      expect(spy).not.toHaveBeenCalled();
      expect(openExternal).not.toHaveBeenCalled();
    },
  );

  it('shows the pt-BR profile messages for a malformed profile', async () => {
    const envelope = await dispatch()('settings.saveProfile', {
      id: 'x',
      name: 'X',
      kind: 'local',
      projectId: '',
      apiUrl: 'ftp://bad',
    });
    if (envelope.ok) throw new Error('expected rejection');
    expect(envelope.error.message).toContain('Informe o id do projeto.');
    expect(envelope.error.message).toContain('Informe uma URL http(s) válida ou deixe em branco.');
    expect(services.settings.getState().profiles).toHaveLength(1);
  });

  it('turns a service refusal into a failed envelope with its pt-BR message', async () => {
    const envelope = await dispatch()('settings.deleteProfile', { id: 'local' });
    expect(envelope).toMatchObject({
      ok: false,
      error: { code: 'handler_failed', message: expect.stringContaining('ao menos um perfil') },
    });
    dialogPort.enqueue({ open: [join(dir, 'seed.json')] });
    const csv = await dispatch()('dialogs.openFiles', { kind: 'csv' });
    expect(csv).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('Please select a CSV file') },
    });
  });
});

describe('sync over the bridge', () => {
  it('answers the engine state and refuses a run without codes, field by field', async () => {
    const call = dispatch();
    expect(await call('sync.getState', {})).toEqual({
      ok: true,
      value: { run: null, send: null, lastError: null },
    });
    const refused = await call('sync.start', { codes: '  \n ', tasks: [] });
    expect(refused).toMatchObject({ ok: true, value: { ok: false } });
    const fields = (refused as { value: { errors: { field: string }[] } }).value.errors.map(
      (error) => error.field,
    );
    expect(fields).toEqual(expect.arrayContaining(['codes', 'tasks', 'workersUrl']));
    expect(await call('sync.retryErrors', {})).toMatchObject({ ok: true, value: { ok: false } });
    expect(await call('sync.history', {})).toEqual({ ok: true, value: [] });
  });

  it('rejects out-of-range concurrency before the engine sees it', async () => {
    const setConcurrency = vi.spyOn(services.sync, 'setConcurrency');
    const answer = await dispatch()('sync.setConcurrency', { concurrency: 11 });
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(setConcurrency).not.toHaveBeenCalled();
  });

  it('says which run is unknown when its errors are exported, and opens no dialog', async () => {
    const answer = await dispatch()('sync.exportErrors', { runId: 'nao-existe' });
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'handler_failed', message: expect.stringContaining('nao-existe') },
    });
    expect(dialogPort.pending()).toEqual({ open: 0, save: 0 });
    expect(await dispatch()('sync.errorsCsvPage', { runId: 'nao-existe', from: 0 })).toMatchObject({
      ok: false,
      error: { code: 'handler_failed', message: expect.stringContaining('nao-existe') },
    });
  });
});
