import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createChosenFiles } from '../files/chosen-files';
import { createDialogService } from './dialog-service';
import { fileFilters } from './file-filters';
import { ScriptedDialogPort } from '../../../../tests/support/scripted-dialog-port';
import { tempFolder } from '../../../../tests/support/temp-folder';

let dir: string;
let port: ScriptedDialogPort;
let warnings: string[];
beforeEach(() => {
  dir = tempFolder('dialogs-');
  warnings = [];
  port = new ScriptedDialogPort((message) => warnings.push(message));
});

function setup() {
  const chosenFiles = createChosenFiles();
  const dialogs = createDialogService({
    port,
    chosenFiles,
    fileUrl: (token) => `/__files/${token}`,
  });
  return { chosenFiles, dialogs };
}

function file(name: string, content = 'x') {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

describe('scripted dialog port', () => {
  it('answers in order, keeps open and save answers apart, and cancels when empty', async () => {
    port.enqueue({ save: '/tmp/out.csv' });
    port.enqueue({ open: ['/a.png', '/b.png'] });
    port.enqueue({ open: [] });
    expect(port.pending()).toEqual({ open: 2, save: 1 });
    expect(await port.openFiles({ kind: 'image', multiple: true })).toEqual({
      canceled: false,
      paths: ['/a.png', '/b.png'],
    });
    expect(await port.openFiles({ kind: 'image', multiple: true })).toEqual({
      canceled: true,
      paths: [],
    });
    expect(await port.saveFile({ kind: 'csv', defaultName: 'x.csv' })).toEqual({
      canceled: false,
      path: '/tmp/out.csv',
    });
    expect(warnings).toEqual([]);
    expect(await port.openFiles({ kind: 'any', multiple: false })).toEqual({
      canceled: true,
      paths: [],
    });
    expect(await port.saveFile({ kind: 'any', defaultName: 'a' })).toEqual({ canceled: true });
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('cancelado');
  });

  it('returns one path when the dialog does not allow several', async () => {
    port.enqueue({ open: ['/a.png', '/b.png'] });
    expect((await port.openFiles({ kind: 'image', multiple: false })).paths).toEqual(['/a.png']);
  });
});

describe('file filters', () => {
  it('offers pt-BR filters per kind in Electron shape', () => {
    expect(fileFilters('image')[0]).toEqual({
      name: 'Imagens',
      extensions: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg'],
    });
    expect(fileFilters('video')[0].name).toBe('Vídeos');
    expect(fileFilters('csv')).toEqual([{ name: 'Planilhas CSV', extensions: ['csv'] }]);
    expect(fileFilters('any')).toEqual([{ name: 'Todos os arquivos', extensions: ['*'] }]);
  });
});

describe('dialog service', () => {
  it('hands chosen files to the renderer as tokens with a URL', async () => {
    const { dialogs, chosenFiles } = setup();
    const a = file('a.png', 'aaaa');
    const b = file('b.mp4', 'bb');
    port.enqueue({ open: [a, b] });
    const result = await dialogs.openFiles({ kind: 'any', multiple: true });
    expect(result.canceled).toBe(false);
    expect(result.files.map(({ name, size, mimeType }) => ({ name, size, mimeType }))).toEqual([
      { name: 'a.png', size: 4, mimeType: 'image/png' },
      { name: 'b.mp4', size: 2, mimeType: 'video/mp4' },
    ]);
    expect(result.files[0].url).toBe(`/__files/${result.files[0].token}`);
    expect(JSON.stringify(result)).not.toContain(dir);
    expect(await chosenFiles.describe(result.files[1].token)).toMatchObject({ ok: true, path: b });
  });

  it('answers a cancel with no files', async () => {
    const { dialogs } = setup();
    port.enqueue({ open: [] });
    expect(await dialogs.openFiles({ kind: 'image' })).toEqual({ canceled: true, files: [] });
    expect(await dialogs.openFiles({ kind: 'image' })).toEqual({ canceled: true, files: [] });
  });

  it('refuses non-CSV files for a CSV import, registering nothing', async () => {
    const { dialogs, chosenFiles } = setup();
    const register = vi.spyOn(chosenFiles, 'register');
    port.enqueue({ open: [file('dados.xlsx')] });
    await expect(dialogs.openFiles({ kind: 'csv' })).rejects.toThrow(
      'Please select a CSV file. Não é CSV: dados.xlsx.',
    );
    expect(register).not.toHaveBeenCalled();
    port.enqueue({ open: [file('dados.CSV')] });
    expect((await dialogs.openFiles({ kind: 'csv' })).files[0].mimeType).toBe('text/csv');
  });

  it('refuses a chosen path that is missing, forgetting the whole choice', async () => {
    const { dialogs, chosenFiles } = setup();
    const forget = vi.spyOn(chosenFiles, 'forget');
    port.enqueue({ open: [file('ok.png'), join(dir, 'gone.png')] });
    await expect(dialogs.openFiles({ kind: 'image', multiple: true })).rejects.toThrow(
      'não existe ou não é um arquivo comum',
    );
    expect(forget).toHaveBeenCalledTimes(2);
  });

  it('writes saved content with a UTF-8 BOM when asked, and adds .csv for CSV', async () => {
    const { dialogs } = setup();
    const target = join(dir, 'export');
    port.enqueue({ save: target });
    const result = await dialogs.saveFile({
      kind: 'csv',
      defaultName: 'produtos.csv',
      content: 'nome;preço\nCadeira;10',
      withBom: true,
    });
    expect(result).toEqual({ canceled: false, path: `${target}.csv` });
    const bytes = readFileSync(`${target}.csv`);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe('nome;preço\nCadeira;10');
    expect(readdirSync(dir)).toEqual(['export.csv']);

    port.enqueue({ save: join(dir, 'plain.json') });
    await dialogs.saveFile({ kind: 'any', defaultName: 'a.json', content: '{}' });
    expect(readFileSync(join(dir, 'plain.json'), 'utf8')).toBe('{}');
  });

  it('writes nothing on a save cancel', async () => {
    const { dialogs } = setup();
    expect(
      await dialogs.saveFile({ kind: 'csv', defaultName: 'a.csv', content: 'x', withBom: true }),
    ).toEqual({ canceled: true });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('reports a failed save in pt-BR and leaves no temp file', async () => {
    const { dialogs } = setup();
    const target = join(dir, 'missing-folder', 'a.csv');
    port.enqueue({ save: target });
    await expect(
      dialogs.saveFile({ kind: 'csv', defaultName: 'a.csv', content: 'x' }),
    ).rejects.toThrow(`Não foi possível salvar o arquivo em ${target}: ENOENT`);
    expect(readdirSync(dir)).toEqual([]);
  });
});
