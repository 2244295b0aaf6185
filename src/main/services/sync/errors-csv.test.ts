import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { RunErrorEntry } from '../../../shared/sync/run-state';
import { errorsCsv, errorsCsvPage } from './errors-csv';

const entry = (bodyExcerpt: string, message = 'erro 500'): RunErrorEntry => ({
  index: 0,
  code: '1011',
  task: 'bling-warehouse',
  error: { kind: 'http', status: 500, url: 'https://w/x', durationMs: 12, message, bodyExcerpt },
});

const cellsOf = (csv: string) =>
  Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { delimiter: ';', skipEmptyLines: true }).data;

describe('errorsCsv', () => {
  it.each([
    '=HYPERLINK("http://x","y")',
    '=1+1\nsegunda linha',
    '+cmd|" /C calc"!A0\r\nmais',
    '@SUM(A1)\n',
    "'=já protegido\nduas linhas",
  ])('a service answer that Excel would run as a formula is written as text: %j', (excerpt) => {
    const [, row] = cellsOf(errorsCsv([entry(excerpt)]));
    expect(row[6]).toBe(`'${excerpt}`);
  });

  it('leaves plain text, numbers and multi-line text alone', () => {
    const [header, row] = cellsOf(errorsCsv([entry('{"erro":"sem estoque"}\nlinha 2', '-')]));
    expect(header).toHaveLength(7);
    expect(row[2]).toBe('500');
    expect(row[6]).toBe('{"erro":"sem estoque"}\nlinha 2');
    // A lone "-" message is a formula start too: guarded like any other.
    expect(row[5]).toBe("'-");
  });
});

describe('errorsCsvPage', () => {
  const entries = Array.from({ length: 7 }, (_, index) => ({
    ...entry(index % 2 ? `=linha ${index}\ncontinua` : `corpo ${index}`),
    index,
    code: String(1000 + index),
  }));

  it('pages joined are the whole file byte for byte, the head on the first page only', () => {
    const pages: string[] = [];
    let from: number | null = 0;
    while (from !== null) {
      const page = errorsCsvPage(entries, from, 3);
      pages.push(page.text);
      from = page.next;
    }
    expect(pages).toHaveLength(3);
    expect(pages[0]!.startsWith('\uFEFF')).toBe(true);
    expect(pages[1]!.startsWith('\uFEFF')).toBe(false);
    expect(pages.join('')).toBe(errorsCsv(entries));
  });

  it('a run without errors is the head alone, in one page', () => {
    expect(errorsCsvPage([], 0)).toEqual({ text: errorsCsv([]), next: null });
    expect(errorsCsv([]).endsWith('\r\n')).toBe(true);
  });
});
