import { describe, expect, it } from 'vitest';
import { csvReadResultSchema } from '../bridge/csv';
import { texts } from '../texts/pt-BR';
import { CSV_MAX_RECORD_CHARS, parseCsvStream, readCsvSource } from './csv-reader';

const t = texts.services.csv;

/** Bytes in pieces of `size`, as a File or a Node stream hands them over. */
async function* pieces(bytes: Uint8Array, size = 64 * 1024): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

/** Excel's "Texto Unicode": UTF-16 with its byte-order mark. */
function utf16(text: string, order: 'le' | 'be'): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set(order === 'le' ? [0xff, 0xfe] : [0xfe, 0xff], 0);
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const [first, second] = order === 'le' ? [code & 0xff, code >> 8] : [code >> 8, code & 0xff];
    bytes[2 + i * 2] = first;
    bytes[3 + i * 2] = second;
  }
  return bytes;
}

const read = (bytes: Uint8Array, chunk?: number) =>
  readCsvSource(async () => pieces(bytes, chunk), { name: 'dados.csv', maxRows: 100_000 });

describe('UTF-16 CSV (low: read as Windows-1252 with NUL-laden column names)', () => {
  it.each(['le', 'be'] as const)(
    'decodes UTF-16 %s by its BOM, even one byte at a time',
    async (order) => {
      const result = await read(utf16('código;preço\r\n1;Maçã\r\n', order), 1);
      expect(csvReadResultSchema.safeParse(result).success).toBe(true);
      expect(result).toMatchObject({
        ok: true,
        fields: ['código', 'preço'],
        rows: [{ código: '1', preço: 'Maçã' }],
        delimiter: ';',
        encoding: `utf-16${order}`,
      });
    },
  );

  it('reads Excel\'s "Texto Unicode" as it saves it: UTF-16 LE and tab-separated', async () => {
    const result = await read(utf16('código\tpreço\r\n1\tMaçã\r\n2\t"a;b,c"\r\n', 'le'));
    expect(result).toMatchObject({
      ok: true,
      fields: ['código', 'preço'],
      rows: [
        { código: '1', preço: 'Maçã' },
        { código: '2', preço: 'a;b,c' },
      ],
      delimiter: '\t',
      encoding: 'utf-16le',
    });
  });

  it('still reads a UTF-8 file with its BOM as UTF-8', async () => {
    const bytes = new TextEncoder().encode('\uFEFFid,nome\n1,Pão\n');
    expect(await read(bytes, 1)).toMatchObject({
      ok: true,
      encoding: 'utf-8',
      fields: ['id', 'nome'],
    });
  });
});

describe('a record that never ends (low: the parser re-scanned it for minutes)', () => {
  const encode = (text: string) => new TextEncoder().encode(text);

  it('refuses an unclosed quote that runs to the end of a large file, naming its line', async () => {
    const body = 'id,nome\n1,a\n2,"sem fim\n' + '3,linha que segue\n'.repeat(200_000);
    const result = await read(encode(body));
    expect(result).toEqual({
      ok: false,
      reason: 'record_too_long',
      message: t.recordTooLong('dados.csv', 3, CSV_MAX_RECORD_CHARS),
    });
  });

  it('refuses one line of many megabytes, and stops reading there', async () => {
    const line = encode('x'.repeat(1024 * 1024));
    let pulled = 0;
    async function* endless() {
      yield encode('id,nome\n');
      // 90 MB on one line, chunk by chunk: the read must stop long before the end.
      for (; pulled < 90; pulled += 1) yield line;
    }
    const outcome = await parseCsvStream(endless(), {
      name: 'dados.csv',
      encoding: 'utf-8',
      maxRows: 10,
    });
    expect(outcome).toMatchObject({ ok: false, reason: 'record_too_long' });
    expect(pulled).toBeLessThan(5);
  });

  it('keeps a long but finished record, and a short unclosed quote stays a row error', async () => {
    const long = 'y'.repeat(200_000);
    const result = await read(encode(`id,texto\n1,"${long}"\n2,"aberta\n`), 4096);
    expect(result).toMatchObject({ ok: true, rows: [{ id: '1', texto: long }] });
    if (result.ok) expect(result.errors).toEqual([{ row: 3, message: t.missingQuotes }]);
  });
});
