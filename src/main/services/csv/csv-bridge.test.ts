import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bridgeContract } from '../../../shared/bridge/contract';
import { CSV_MAX_ROWS } from '../../../shared/bridge/csv';
import { createDispatcher } from '../../../shared/bridge/dispatcher';
import { createBridgeHandlers } from '../../host/handlers';
import { createMainServices, type MainServices } from '../create-main-services';
import { ScriptedDialogPort } from '../../../../tests/support/scripted-dialog-port';
import { createMemoryStore } from '../settings/key-value-store';
import { tempFolder } from '../../../../tests/support/temp-folder';

let dir: string;
let services: MainServices;
let dialogPort: ScriptedDialogPort;

beforeEach(() => {
  dir = tempFolder('csv-bridge-');
  dialogPort = new ScriptedDialogPort(() => {});
  services = createMainServices({
    store: createMemoryStore(),
    env: {},
    dialogPort,
    fileUrl: (token) => `/__files/${token}`,
    openExternal: async () => {},
    shell: 'web',
    version: '0.0.0',
    platform: 'linux',
    seedPath: join(dir, 'seed.json'),
    dataDir: dir,
  });
});
afterEach(async () => {
  await services.dispose();
  vi.restoreAllMocks();
});

const dispatch = () =>
  createDispatcher(
    bridgeContract,
    createBridgeHandlers(services, { embedOrigin: 'http://127.0.0.1:1' }),
  );

describe('csv bridge procedures', () => {
  it('reads a file chosen through dialogs.openFiles, by its token', async () => {
    const path = join(dir, 'clientes.csv');
    writeFileSync(path, '\uFEFFid;nome\r\n1;José\r\n');
    dialogPort.enqueue({ open: [path] });
    const call = dispatch();
    const opened = await call('dialogs.openFiles', { kind: 'csv' });
    if (!opened.ok) throw new Error(opened.error.message);
    const [file] = (opened.value as { files: Array<{ token: string }> }).files;
    expect(await call('csv.readChosenFile', { token: file!.token })).toEqual({
      ok: true,
      value: {
        ok: true,
        fields: ['id', 'nome'],
        rows: [{ id: '1', nome: 'José' }],
        rowNumbers: [2],
        errors: [],
        errorCount: 0,
        delimiter: ';',
        encoding: 'utf-8',
      },
    });
  });

  it('saves through the dialog port with a BOM', async () => {
    const path = join(dir, 'data_clientes.csv');
    dialogPort.enqueue({ save: path });
    const envelope = await dispatch()('csv.saveFile', {
      defaultName: 'data_clientes.csv',
      fields: ['id', 'nome'],
      rows: [{ id: 1, nome: 'José' }],
    });
    expect(envelope).toEqual({ ok: true, value: { ok: true, canceled: false, path } });
    expect(readFileSync(path, 'utf8')).toBe('\uFEFFid;nome\r\n1;José\r\n');
  });

  const tooManyRows = Array.from({ length: CSV_MAX_ROWS + 1 }, () => ({}));
  it.each([
    ['csv.readChosenFile', {}, 'readChosenFile'],
    ['csv.readChosenFile', { token: '' }, 'readChosenFile'],
    ['csv.readChosenFile', { token: 7 }, 'readChosenFile'],
    ['csv.readChosenFile', { token: 't', maxRows: 0 }, 'readChosenFile'],
    ['csv.readChosenFile', { token: 't', maxRows: 1.5 }, 'readChosenFile'],
    ['csv.readChosenFile', { token: 't', maxRows: CSV_MAX_ROWS + 1 }, 'readChosenFile'],
    ['csv.readChosenFile', { token: 't', path: '/etc/passwd' }, 'readChosenFile'],
    ['csv.saveFile', { defaultName: '', fields: ['a'], rows: [] }, 'saveFile'],
    ['csv.saveFile', { defaultName: '../x.csv', fields: ['a'], rows: [] }, 'saveFile'],
    ['csv.saveFile', { defaultName: 'C:\\x.csv', fields: ['a'], rows: [] }, 'saveFile'],
    ['csv.saveFile', { defaultName: 'x.csv', fields: [], rows: [] }, 'saveFile'],
    ['csv.saveFile', { defaultName: 'x.csv', fields: ['a', 'a'], rows: [] }, 'saveFile'],
    ['csv.saveFile', { defaultName: 'x.csv', fields: [''], rows: [] }, 'saveFile'],
    ['csv.saveFile', { defaultName: 'x.csv', fields: ['a'], rows: [{ a: { b: 1 } }] }, 'saveFile'],
    [
      'csv.saveFile',
      { defaultName: 'x.csv', fields: ['a'], rows: [], delimiter: '\t' },
      'saveFile',
    ],
    ['csv.saveFile', { defaultName: 'x.csv', fields: ['a'], rows: tooManyRows }, 'saveFile'],
    ['csv.saveFile', { defaultName: 'x.csv', fields: ['a'], rows: [], path: '/tmp/x' }, 'saveFile'],
  ] as const)(
    'rejects bad input for %s (%j) before it reaches the service',
    async (name, input, method) => {
      const spy = vi.spyOn(services.csv, method);
      const saveSpy = vi.spyOn(services.dialogs, 'saveFile');
      const envelope = await dispatch()(name, input);
      expect(envelope).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
      if (!envelope.ok)
        expect(envelope.error.message).toContain(`Argumentos inválidos para ${name}`);
      expect(spy).not.toHaveBeenCalled();
      expect(saveSpy).not.toHaveBeenCalled();
      expect(dialogPort.pending()).toEqual({ open: 0, save: 0 });
    },
  );

  it('names repeated export fields in pt-BR', async () => {
    const envelope = await dispatch()('csv.saveFile', {
      defaultName: 'x.csv',
      fields: ['a', 'a'],
      rows: [],
    });
    if (envelope.ok) throw new Error('expected rejection');
    expect(envelope.error.message).toContain('Os campos da exportação se repetem.');
  });

  it('returns a refusal as a value, with its pt-BR message', async () => {
    expect(await dispatch()('csv.readChosenFile', { token: 'inventado' })).toEqual({
      ok: true,
      value: {
        ok: false,
        reason: 'unknown_token',
        message: expect.stringContaining('não autorizado'),
      },
    });
  });
});
