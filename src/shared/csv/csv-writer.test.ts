import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv-writer';

describe('toCsv', () => {
  it('writes the fields in order with CRLF lines, empty cells for missing and null', () => {
    const csv = toCsv(
      ['id', 'nome', 'ativo', 'preco'],
      [
        { preco: 1.5, nome: 'Pão de queijo', id: '1', ativo: true, extra: 'não exportado' },
        { id: '2', nome: null, ativo: false },
      ],
      ';',
    );
    expect(csv).toBe('id;nome;ativo;preco\r\n1;Pão de queijo;true;1.5\r\n2;;false;\r\n');
  });

  it('quotes cells holding the delimiter, quotes or line breaks', () => {
    const csv = toCsv(['a', 'b'], [{ a: 'x;y', b: 'diz "oi"\nlinha 2' }], ';');
    expect(csv).toBe('a;b\r\n"x;y";"diz ""oi""\nlinha 2"\r\n');
    expect(toCsv(['a'], [{ a: 'x;y' }], ',')).toBe('a\r\nx;y\r\n');
  });

  it('prefixes text that a spreadsheet would run as a formula, not numbers', () => {
    const csv = toCsv(
      ['v'],
      [
        { v: '=HYPERLINK("http://x")' },
        { v: '+55 11 9999' },
        { v: '-10' },
        { v: '@SUM(A1)' },
        { v: '\t=1' },
        { v: "'=1" },
        { v: -5 },
        { v: 'a=b' },
        { v: "'texto" },
      ],
      ',',
    );
    const cells = Papa.parse<string[]>(csv.trimEnd(), { delimiter: ',' })
      .data.slice(1)
      .map((r) => r[0]);
    expect(cells).toEqual([
      `'=HYPERLINK("http://x")`,
      "'+55 11 9999",
      "'-10",
      "'@SUM(A1)",
      "'\t=1",
      "''=1",
      '-5',
      'a=b',
      "'texto",
    ]);
  });

  it('guards header names too', () => {
    expect(toCsv(['=x'], [], ',')).toBe(`"'=x"\r\n`);
  });

  it('writes a header-only table with one final line break', () => {
    expect(toCsv(['id', 'nome'], [], ';')).toBe('id;nome\r\n');
  });
});
