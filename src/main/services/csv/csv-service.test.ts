import { once } from 'node:events';
import {
  createWriteStream,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  csvExportFileName,
  csvReadResultSchema,
  csvSaveResultSchema,
  type CsvReadResult,
} from '../../../shared/bridge/csv';
import { texts } from '../../../shared/texts/pt-BR';
import { createDialogService } from '../dialogs/dialog-service';
import { ScriptedDialogPort } from '../../../../tests/support/scripted-dialog-port';
import { createChosenFiles, type ChosenFiles } from '../files/chosen-files';
import { createCsvService, type CsvService } from './csv-service';
import { tempFolder } from '../../../../tests/support/temp-folder';

let dir: string;
let chosenFiles: ChosenFiles;
let dialogPort: ScriptedDialogPort;
let csv: CsvService;

beforeEach(() => {
  dir = tempFolder('csv-service-');
  chosenFiles = createChosenFiles();
  dialogPort = new ScriptedDialogPort(() => {});
  const dialogs = createDialogService({
    port: dialogPort,
    chosenFiles,
    fileUrl: (t) => `/__files/${t}`,
  });
  csv = createCsvService({ chosenFiles, dialogs });
});

function choose(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return chosenFiles.register(path);
}

function rowsOf(result: CsvReadResult) {
  if (!result.ok) throw new Error(`expected rows, got ${JSON.stringify(result)}`);
  expect(csvReadResultSchema.safeParse(result).success).toBe(true);
  return result;
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

describe('csv.readChosenFile', () => {
  it('streams a 50,000-row file with accents and multi-line quoted fields', async () => {
    const path = join(dir, 'grande.csv');
    const out = createWriteStream(path);
    out.write('\uFEFFcódigo;descrição;observação\r\n');
    for (let i = 0; i < 50_000; i += 1) {
      const note = i % 1000 === 0 ? `"linha ${i}\r\ncom quebra; e ""aspas"""` : `ação ${i}`;
      if (!out.write(`${i};Pão de açúcar nº ${i} — maçã;${note}\r\n`)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');

    const result = rowsOf(await csv.readChosenFile({ token: chosenFiles.register(path) }));
    expect(result.fields).toEqual(['código', 'descrição', 'observação']);
    expect(result.delimiter).toBe(';');
    expect(result.encoding).toBe('utf-8');
    expect(result.errors).toEqual([]);
    expect(result.rows).toHaveLength(50_000);
    // Every row checked: a character split across read chunks would break one of them.
    result.rows.forEach((row, i) => {
      expect(row['código']).toBe(String(i));
      expect(row['descrição']).toBe(`Pão de açúcar nº ${i} — maçã`);
      expect(row['observação']).toBe(
        i % 1000 === 0 ? `linha ${i}\r\ncom quebra; e "aspas"` : `ação ${i}`,
      );
    });
  });

  it('reads UTF-8 with and without BOM, `;` and `,` alike', async () => {
    const expected = [{ id: '7', nome: 'Feijão' }];
    for (const [name, content] of [
      ['bom-ponto-e-virgula.csv', Buffer.concat([BOM, Buffer.from('id;nome\r\n7;Feijão\r\n')])],
      ['sem-bom-virgula.csv', Buffer.from('id,nome\n7,Feijão\n')],
      ['bom-virgula.csv', Buffer.concat([BOM, Buffer.from('id,nome\n7,Feijão')])],
      ['sem-bom-ponto-e-virgula.csv', Buffer.from('id;nome\n7;Feijão')],
    ] as const) {
      const result = rowsOf(await csv.readChosenFile({ token: choose(name, content) }));
      expect(result.fields, name).toEqual(['id', 'nome']);
      expect(result.rows, name).toEqual(expected);
    }
  });

  it('reads quoted fields with line breaks, delimiters, quotes and accents', async () => {
    const text = 'id;texto;preço\r\n1;"Olá,\r\nmundo; ""citação"" à vista";"1,99"\r\n2;"";0\r\n';
    const result = rowsOf(await csv.readChosenFile({ token: choose('aspas.csv', text) }));
    expect(result.rows).toEqual([
      { id: '1', texto: 'Olá,\r\nmundo; "citação" à vista', preço: '1,99' },
      { id: '2', texto: '', preço: '0' },
    ]);
  });

  it('falls back to Windows-1252 for a plain "CSV" saved by pt-BR Excel', async () => {
    const token = choose('excel.csv', Buffer.from('nome;preço\r\nMaçã;1,50\r\n', 'latin1'));
    const result = rowsOf(await csv.readChosenFile({ token }));
    expect(result.encoding).toBe('windows-1252');
    expect(result.rows).toEqual([{ nome: 'Maçã', preço: '1,50' }]);
  });

  it('does not fall back to Windows-1252 for damaged UTF-8', async () => {
    const bytes = Buffer.concat([Buffer.from('nome\r\nJoão\r\n'), Buffer.from([0xe7, 0x0d, 0x0a])]);
    expect(await csv.readChosenFile({ token: choose('misto.csv', bytes) })).toEqual({
      ok: false,
      reason: 'bad_encoding',
      message: texts.services.csv.badEncoding('misto.csv'),
    });
  });

  it('refuses a file that is not CSV with the spec text, whatever its content', async () => {
    for (const name of ['dados.txt', 'dados.json', 'dados', 'dados.csv.xlsx']) {
      expect(await csv.readChosenFile({ token: choose(name, 'id,nome\n1,a\n') })).toEqual({
        ok: false,
        reason: 'not_csv',
        message: 'Please select a CSV file',
      });
    }
    // Upper-case extension is still CSV.
    expect((await csv.readChosenFile({ token: choose('DADOS.CSV', 'id\n1\n') })).ok).toBe(true);
  });

  it('refuses unknown and forgotten tokens, and reads no path', async () => {
    const refused = {
      ok: false,
      reason: 'unknown_token',
      message: texts.services.files.unknownToken,
    };
    expect(await csv.readChosenFile({ token: 'nao-escolhido' })).toEqual(refused);
    const path = join(dir, 'a.csv');
    writeFileSync(path, 'id\n1\n');
    expect(await csv.readChosenFile({ token: path })).toEqual(refused);
    const token = chosenFiles.register(path);
    chosenFiles.forget(token);
    expect(await csv.readChosenFile({ token })).toEqual(refused);
  });

  it('says when the chosen file is gone or is a folder', async () => {
    const token = choose('sumiu.csv', 'id\n1\n');
    rmSync(join(dir, 'sumiu.csv'));
    expect(await csv.readChosenFile({ token })).toEqual({
      ok: false,
      reason: 'missing',
      message: texts.services.files.missing(join(dir, 'sumiu.csv')),
    });
    mkdirSync(join(dir, 'pasta.csv'));
    const folder = chosenFiles.register(join(dir, 'pasta.csv'));
    expect(await csv.readChosenFile({ token: folder })).toMatchObject({
      ok: false,
      reason: 'missing',
    });
  });

  it('caps the rows: maxRows refuses more, accepts exactly as many', async () => {
    const body = Array.from({ length: 10 }, (_, i) => `${i},x`).join('\n');
    const token = choose('dez.csv', `id,v\n${body}\n`);
    expect(rowsOf(await csv.readChosenFile({ token, maxRows: 10 })).rows).toHaveLength(10);
    expect(await csv.readChosenFile({ token, maxRows: 9 })).toEqual({
      ok: false,
      reason: 'too_many_rows',
      message: texts.services.csv.tooManyRows('dez.csv', 9),
    });
  });

  it('refuses a file over the byte limit before reading it', async () => {
    const small = createCsvService({
      chosenFiles,
      dialogs: { saveFile: async () => ({ canceled: true }) },
      maxBytes: 1024 * 1024,
    });
    const token = choose('enorme.csv', `id\n${'1\n'.repeat(600 * 1024)}`);
    expect(await small.readChosenFile({ token })).toEqual({
      ok: false,
      reason: 'too_large',
      message: texts.services.csv.tooLarge('enorme.csv', 1),
    });
  });

  it('reports empty files and bad headers', async () => {
    expect(await csv.readChosenFile({ token: choose('vazio.csv', '') })).toEqual({
      ok: false,
      reason: 'empty',
      message: texts.services.csv.empty('vazio.csv'),
    });
    expect(await csv.readChosenFile({ token: choose('dup.csv', 'id;id\n1;2\n') })).toMatchObject({
      ok: false,
      reason: 'bad_header',
      message: texts.services.csv.duplicateHeader('id'),
    });
  });
});

describe('csv.saveFile', () => {
  const fields = ['id', 'nome', 'preco'];
  const rows = [
    { id: '1', nome: 'Pão de queijo', preco: 4.5 },
    { id: '2', nome: '=cmd|" /C calc"!A0', preco: -1 },
  ];

  it('writes UTF-8 with a BOM through the save dialog, `;` by default', async () => {
    const path = join(dir, csvExportFileName('produtos'));
    dialogPort.enqueue({ save: path });
    const result = await csv.saveFile({ defaultName: csvExportFileName('produtos'), fields, rows });
    expect(result).toEqual({ ok: true, canceled: false, path });
    expect(csvSaveResultSchema.safeParse(result).success).toBe(true);
    const bytes = readFileSync(path);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      `id;nome;preco\r\n1;Pão de queijo;4.5\r\n2;"'=cmd|"" /C calc""!A0";-1\r\n`,
    );
    expect(readdirSync(dir)).toEqual(['data_produtos.csv']);
  });

  it('round-trips through the reader, formulas and all', async () => {
    const path = join(dir, 'volta.csv');
    dialogPort.enqueue({ save: path });
    const tricky = [
      { id: '1', nome: 'Olá; "mundo"\nlinha 2', preco: '=1+1' },
      { id: '2', nome: "'+55", preco: '@x' },
    ];
    await csv.saveFile({ defaultName: 'volta.csv', fields, rows: tricky, delimiter: ',' });
    const result = rowsOf(await csv.readChosenFile({ token: chosenFiles.register(path) }));
    expect(result.delimiter).toBe(',');
    expect(result.rows).toEqual(tricky);
  });

  it('adds .csv when the dialog answer has no extension', async () => {
    dialogPort.enqueue({ save: join(dir, 'exportacao') });
    const result = await csv.saveFile({ defaultName: 'data_x.csv', fields: ['a'], rows: [] });
    expect(result).toEqual({ ok: true, canceled: false, path: join(dir, 'exportacao.csv') });
    expect(readFileSync(join(dir, 'exportacao.csv'), 'utf8')).toBe('\uFEFFa\r\n');
  });

  it('writes nothing when the dialog is canceled', async () => {
    const result = await csv.saveFile({ defaultName: 'data_x.csv', fields, rows });
    expect(result).toEqual({ ok: true, canceled: true });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('returns a pt-BR message and leaves no file when the folder does not exist', async () => {
    const path = join(dir, 'nao-existe', 'data_x.csv');
    dialogPort.enqueue({ save: path });
    const result = await csv.saveFile({ defaultName: 'data_x.csv', fields, rows });
    expect(result).toEqual({
      ok: false,
      reason: 'write_failed',
      message: texts.services.dialogs.saveFailed(path, 'ENOENT'),
    });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('leaves no temp file when the final rename fails', async () => {
    // The target is a folder: the temp file is written, then rename fails.
    const path = join(dir, 'ocupado.csv');
    mkdirSync(path);
    dialogPort.enqueue({ save: path });
    const result = await csv.saveFile({ defaultName: 'ocupado.csv', fields, rows });
    expect(result).toMatchObject({ ok: false, reason: 'write_failed' });
    if (!result.ok) expect(result.message).toContain('Não foi possível salvar o arquivo');
    expect(readdirSync(dir)).toEqual(['ocupado.csv']);
    expect(readdirSync(path)).toEqual([]);
  });
});
