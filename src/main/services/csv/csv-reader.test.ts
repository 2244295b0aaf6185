import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { csvReadResultSchema } from '../../../shared/bridge/csv';
import { texts } from '../../../shared/texts/pt-BR';
import {
  CSV_MAX_COLUMNS,
  parseCsvStream,
  type CsvStreamOutcome,
} from '../../../shared/csv/csv-reader';

const t = texts.services.csv;

/** A byte source cut into pieces of `size` bytes, so characters split across chunks. */
function chunked(bytes: Buffer, size: number): Readable {
  const pieces: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.subarray(i, i + size));
  return Readable.from(pieces, { objectMode: false });
}

function read(text: string | Buffer, options: { maxRows?: number; chunk?: number } = {}) {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  return parseCsvStream(chunked(bytes, options.chunk ?? 64 * 1024), {
    name: 'dados.csv',
    encoding: 'utf-8',
    maxRows: options.maxRows ?? 100_000,
  });
}

function expectOk(outcome: CsvStreamOutcome) {
  if (!outcome.ok) throw new Error(`expected rows, got ${JSON.stringify(outcome)}`);
  expect(csvReadResultSchema.safeParse(outcome).success).toBe(true);
  return outcome;
}

describe('parseCsvStream', () => {
  it('gives each kept row its spreadsheet row number, past blank and refused lines', async () => {
    const result = expectOk(await read('id;nome\n1;a\n\n2;b;extra\n3;c\n'));
    expect(result.rows).toEqual([
      { id: '1', nome: 'a' },
      { id: '3', nome: 'c' },
    ]);
    expect(result.rowNumbers).toEqual([2, 5]);
    expect(result.errors.map((error) => error.row)).toEqual([4]);
  });

  it('keeps accented characters whole when every byte arrives in its own chunk', async () => {
    const result = expectOk(await read('nome,cidade\nJoão,São Paulo\nAçaí,Maceió\n', { chunk: 1 }));
    expect(result.fields).toEqual(['nome', 'cidade']);
    expect(result.rows).toEqual([
      { nome: 'João', cidade: 'São Paulo' },
      { nome: 'Açaí', cidade: 'Maceió' },
    ]);
  });

  it('drops the UTF-8 BOM even when it is split across chunks', async () => {
    const result = expectOk(await read('\uFEFFid;nome\r\n1;Pão\r\n', { chunk: 2 }));
    expect(result.fields).toEqual(['id', 'nome']);
    expect(result.delimiter).toBe(';');
    expect(result.rows).toEqual([{ id: '1', nome: 'Pão' }]);
  });

  it('detects `;` even when cells hold commas (Brazilian decimals)', async () => {
    const result = expectOk(await read('codigo;preco;obs\n10;1,50;a, b\n11;2,75;c\n'));
    expect(result.delimiter).toBe(';');
    expect(result.rows[0]).toEqual({ codigo: '10', preco: '1,50', obs: 'a, b' });
  });

  it('detects `,` with quoted fields that hold `;`', async () => {
    const result = expectOk(await read('a,b\n"x;y",2\n"z;w",3\n'));
    expect(result.delimiter).toBe(',');
    expect(result.rows).toEqual([
      { a: 'x;y', b: '2' },
      { a: 'z;w', b: '3' },
    ]);
  });

  it('reads a single-column file without a delimiter error', async () => {
    const result = expectOk(await read('id\n1\n2\n'));
    expect(result.fields).toEqual(['id']);
    expect(result.rows).toEqual([{ id: '1' }, { id: '2' }]);
    expect(result.errors).toEqual([]);
  });

  it('stops an endless stream at the row cap, so rows are parsed as they arrive', async () => {
    let pulled = 0;
    async function* endless() {
      yield Buffer.from('id,nome\n');
      for (;;) {
        pulled += 1;
        yield Buffer.from(`${pulled},linha ${pulled}\n`.repeat(100));
      }
    }
    const outcome = await parseCsvStream(Readable.from(endless(), { objectMode: false }), {
      name: 'infinito.csv',
      encoding: 'utf-8',
      maxRows: 5_000,
    });
    expect(outcome).toEqual({
      ok: false,
      reason: 'too_many_rows',
      message: t.tooManyRows('infinito.csv', 5_000),
    });
    expect(t.tooManyRows('infinito.csv', 5_000)).toContain('5.000');
    // Whole-file reading would never finish; streaming stops a few chunks past the cap.
    expect(pulled).toBeLessThan(200);
  });

  it('counts only data rows against the cap: header and blank lines are free', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => `${i},x`).join('\n\n');
    expect(expectOk(await read(`id,v\n\n${ten}\n,\n`, { maxRows: 10 })).rows).toHaveLength(10);
    const outcome = await read(`id,v\n${ten}\n10,y\n`, { maxRows: 10 });
    expect(outcome).toMatchObject({ ok: false, reason: 'too_many_rows' });
  });

  it('reports Windows-1252 bytes as not UTF-8 instead of mangling accents', async () => {
    const outcome = await read(Buffer.from('nome\nMaçã\n', 'latin1'));
    expect(outcome).toEqual({ ok: false, reason: 'not_utf8' });
  });

  it('refuses UTF-8 with stray Windows-1252 bytes instead of guessing', async () => {
    const mixed = Buffer.concat([
      Buffer.from('nome\nJoão\n', 'utf8'),
      Buffer.from('Maçã\n', 'latin1'),
    ]);
    const expected = { ok: false, reason: 'bad_encoding', message: t.badEncoding('dados.csv') };
    // Accents seen in an earlier chunk, and in the same chunk as the bad byte.
    expect(await read(mixed, { chunk: 8 })).toEqual(expected);
    expect(await read(mixed)).toEqual(expected);
  });

  it('reads Windows-1252 when told to', async () => {
    const outcome = await parseCsvStream(
      chunked(Buffer.from('nome;preço\nMaçã;1,50\n', 'latin1'), 3),
      {
        name: 'excel.csv',
        encoding: 'windows-1252',
        maxRows: 10,
      },
    );
    const result = expectOk(outcome);
    expect(result.rows).toEqual([{ nome: 'Maçã', preço: '1,50' }]);
    expect(result.encoding).toBe('windows-1252');
  });

  it('leaves out rows of the wrong width and names them by spreadsheet row', async () => {
    const result = expectOk(await read('id,nome,preco\n1,a,2\n2,b\n\n3,c,4,extra\n4,d,5\n'));
    expect(result.rows).toEqual([
      { id: '1', nome: 'a', preco: '2' },
      { id: '4', nome: 'd', preco: '5' },
    ]);
    expect(result.errors).toEqual([
      { row: 3, message: t.tooFewFields(3, 2) },
      { row: 5, message: t.tooManyFields(3, 4) },
    ]);
    expect(result.errorCount).toBe(2);
  });

  it('reports an unclosed quote', async () => {
    const result = expectOk(await read('id,nome\n1,ok\n2,"sem fim\n3,x\n'));
    expect(result.rows).toEqual([{ id: '1', nome: 'ok' }]);
    expect(result.errors).toEqual([{ row: 3, message: t.missingQuotes }]);
  });

  it('lists at most 200 errors but counts them all', async () => {
    const bad = Array.from({ length: 250 }, () => 'só uma').join('\n');
    const result = expectOk(await read(`a,b\n${bad}\n1,2\n`));
    expect(result.errors).toHaveLength(200);
    expect(result.errorCount).toBe(250);
    expect(result.errors[0]).toEqual({ row: 2, message: t.tooFewFields(2, 1) });
    expect(result.rows).toEqual([{ a: '1', b: '2' }]);
  });

  it('refuses repeated and unnamed header columns', async () => {
    expect(await read('id,nome,id,nome\n1,a,2,b\n')).toEqual({
      ok: false,
      reason: 'bad_header',
      message: t.duplicateHeader('id, nome'),
    });
    expect(await read('id,,nome\n1,2,3\n')).toEqual({
      ok: false,
      reason: 'bad_header',
      message: t.emptyHeader(2),
    });
  });

  it('refuses more than 1,000 columns, and checks a wide header for repeats in one pass', async () => {
    const names = (count: number) => Array.from({ length: count }, (_, i) => `c${i}`);
    expect(await read(`${names(1001).join(',')}\n`)).toEqual({
      ok: false,
      reason: 'bad_header',
      message: t.tooManyColumns(1001, CSV_MAX_COLUMNS),
    });
    expect(t.tooManyColumns(120_000, 1_000)).toContain('120.000 colunas; o máximo é 1.000');
    const wide = expectOk(await read(`${names(1000).join(',')}\n${names(1000).join(',')}\n`));
    expect(wide.fields).toHaveLength(1000);
    // 1,000 columns all named alike: one message naming the column once.
    expect(await read(`${Array(1000).fill('x').join(',')}\n`)).toMatchObject({
      message: t.duplicateHeader('x'),
    });
  });

  it('keeps a column named __proto__ as data', async () => {
    const result = expectOk(await read('id,__proto__\n1,x\n'));
    expect(result.fields).toEqual(['id', '__proto__']);
    expect(Object.getPrototypeOf(result.rows[0])).toBe(Object.prototype);
    expect(Object.hasOwn(result.rows[0]!, '__proto__')).toBe(true);
    expect(JSON.parse(JSON.stringify(result.rows[0]))).toEqual(
      JSON.parse('{"id":"1","__proto__":"x"}'),
    );
  });

  it('trims header names but keeps cell text as written', async () => {
    const result = expectOk(await read(' id , nome \n 1 ,  a  \n'));
    expect(result.fields).toEqual(['id', 'nome']);
    expect(result.rows).toEqual([{ id: ' 1 ', nome: '  a  ' }]);
  });

  it('calls an empty or blank file empty, and a header-only file a table with no rows', async () => {
    for (const text of ['', '\uFEFF', '\n\n', ' , \n,,\n']) {
      expect(await read(text)).toEqual({
        ok: false,
        reason: 'empty',
        message: t.empty('dados.csv'),
      });
    }
    const result = expectOk(await read('id,nome\n'));
    expect(result).toMatchObject({ fields: ['id', 'nome'], rows: [], errors: [], errorCount: 0 });
  });

  it('undoes one export formula guard apostrophe and leaves other apostrophes alone', async () => {
    const result = expectOk(await read("a;b;c;d\n'=SOMA(A1);'-5;'texto;''@x\n"));
    expect(result.rows).toEqual([{ a: '=SOMA(A1)', b: '-5', c: "'texto", d: "'@x" }]);
  });

  it('turns a read error into a pt-BR message', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('id\n1\n'));
        this.destroy(Object.assign(new Error('disk gone'), { code: 'EIO' }));
      },
    });
    const outcome = await parseCsvStream(failing, {
      name: 'x.csv',
      encoding: 'utf-8',
      maxRows: 10,
    });
    expect(outcome).toEqual({
      ok: false,
      reason: 'unreadable',
      message: t.unreadable('x.csv', 'EIO'),
    });
  });
});
