import { describe, expect, it } from 'vitest';
import {
  applyBatches,
  importCanResume,
  reportCsvRows,
  importReportBuilder,
  reportFromPreview,
} from './import-apply';
import type { ImportPreview } from './import-preview';

const preview: ImportPreview = {
  creates: [
    { row: 5, id: 'c5', data: { a: 1 } },
    { row: 2, id: 'c2', data: { a: 2 } },
  ],
  updates: [
    { row: 3, id: 'u3', data: { b: 1 }, changes: [{ field: 'b', before: 0, after: 1 }] },
    { row: 7, id: 'u7', data: { b: 2 }, changes: [{ field: 'b', before: 0, after: 2 }] },
  ],
  unchanged: [{ row: 4, id: 'n4' }],
  invalid: [
    { row: 6, reason: 'Número inválido na coluna price: "x" (use 1234.56 ou 1.234,56).' },
    { row: 8, id: 'd', reason: 'O id "d" já aparece na linha 2.' },
  ],
  ignoredColumns: [],
  protectedColumns: null,
  counts: { rows: 7, creates: 2, updates: 2, unchanged: 1, invalid: 2 },
};

describe('applyBatches', () => {
  it('puts creates and updates in row order, batchSize to a batch', () => {
    const batches = applyBatches(preview, 3);
    expect(batches.map((batch) => batch.map((write) => [write.kind, write.row, write.id]))).toEqual(
      [
        [
          ['create', 2, 'c2'],
          ['update', 3, 'u3'],
          ['create', 5, 'c5'],
        ],
        [['update', 7, 'u7']],
      ],
    );
    expect(batches[0][0].data).toEqual({ a: 2 });
  });

  it('gives no batch when there is nothing to write', () => {
    expect(applyBatches({ ...preview, creates: [], updates: [] }, 500)).toEqual([]);
  });

  it.each([0, -1, 1.5, 501, Number.NaN])('refuses batch size %d', (size) => {
    expect(() => applyBatches(preview, size)).toThrow(RangeError);
  });

  it("takes up to the store's most writes in a batch, when it declares more than Firestore's", () => {
    expect(applyBatches(preview, 501, 2_000)).toHaveLength(1);
    expect(() => applyBatches(preview, 2_001, 2_000)).toThrow(RangeError);
  });
});

describe('the import report', () => {
  it('starts with refused and unchanged rows skipped, then follows the batches', () => {
    const [first, second] = applyBatches(preview, 2);
    const builder = importReportBuilder(preview);
    const report = builder.report();
    expect(report).toEqual(reportFromPreview(preview));
    expect(report.skipped.map((entry) => entry.row)).toEqual([6, 8, 4]);
    expect(report.skipped.find((entry) => entry.row === 4)?.reason).toBe('Sem alterações');
    builder.written(first);
    builder.failed(second, 'sem permissão', false);
    expect(report.written).toEqual([
      { row: 2, id: 'c2' },
      { row: 3, id: 'u3' },
    ]);
    expect(report.failed).toEqual([
      { row: 5, id: 'c5', reason: 'sem permissão', retryable: false },
      { row: 7, id: 'u7', reason: 'sem permissão', retryable: false },
    ]);
  });

  it('offers importing again only after a cancel or a transient failure, not a refusal', () => {
    const [first, second] = applyBatches(preview, 2);
    const start = reportFromPreview(preview);
    expect(importCanResume(start, false)).toBe(false);
    expect(importCanResume(start, true)).toBe(true);
    const failing = importReportBuilder(preview);
    failing.failed(first, 'sem permissão', false);
    expect(importCanResume(failing.report(), false)).toBe(false);
    failing.failed(second, 'sem rede', true);
    expect(importCanResume(failing.report(), false)).toBe(true);
    const canceled = importReportBuilder(preview);
    canceled.notReached(second, 'cancelada');
    expect(canceled.report().skipped.slice(-2)).toEqual([
      { row: 5, id: 'c5', reason: 'cancelada' },
      { row: 7, id: 'u7', reason: 'cancelada' },
    ]);
  });

  it('is a CSV table with pt-BR columns, one line per row in sheet order', () => {
    const [first, second] = applyBatches(preview, 2);
    const builder = importReportBuilder(preview);
    builder.written(first);
    builder.failed(second, 'sem permissão', false);
    const table = reportCsvRows(builder.report());
    expect(table.fields).toEqual(['Linha', 'ID', 'Resultado', 'Motivo']);
    expect(table.rows.map((row) => [row.Linha, row.ID, row.Resultado])).toEqual([
      [2, 'c2', 'Gravada'],
      [3, 'u3', 'Gravada'],
      [4, 'n4', 'Ignorada'],
      [5, 'c5', 'Falhou'],
      [6, '', 'Ignorada'],
      [7, 'u7', 'Falhou'],
      [8, 'd', 'Ignorada'],
    ]);
    expect(table.rows[4].Motivo).toContain('Número inválido');
    expect(table.rows[0].Motivo).toBe('');
  });
});
