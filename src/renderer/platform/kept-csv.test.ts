import { describe, expect, it, vi } from 'vitest';
import type { CsvReadResult } from '../../shared/bridge/csv';
import type { PreviewOfRead } from '../../shared/collection-csv/import-preview';
import { formDefinitionFor } from '../../shared/forms/form-registry';
import { keptInPage, keptSummary } from './kept-csv';
import { keepCsvInWorker } from './read-csv-in-worker';

const options: PreviewOfRead = {
  collection: 'brand',
  definition: formDefinitionFor('brand')!,
  current: new Map([['m1', { name: 'Marca 1' }]]),
};

describe('a kept CSV read', () => {
  it('gives the page the columns and the unread lines, and previews its own rows', async () => {
    // Row 3 has a field too many (left out, counted); row 2 updates m1, row 4 creates m1x.
    const text = 'id;name\nm1;Marca 1 nova\nm2;a;b\nm1x;Marca x\n';
    const kept = await keepCsvInWorker(new File([text], 'marcas.csv'));
    if (!kept.ok) throw new Error(kept.message);
    expect(kept).toMatchObject({ fields: ['id', 'name'], errorCount: 1 });
    expect(kept).not.toHaveProperty('rows');
    const preview = await kept.preview(options);
    expect(preview.counts).toMatchObject({ rows: 2, creates: 1, updates: 1 });
    expect(preview.creates.map((create) => [create.row, create.id])).toEqual([[4, 'm1x']]);
    kept.release();
  });

  it('answers a file it cannot read with the reader’s failure, nothing to release', async () => {
    const kept = await keepCsvInWorker(new File([''], 'vazio.csv'));
    expect(kept).toMatchObject({ ok: false, reason: 'empty' });
    expect(kept).not.toHaveProperty('release');
  });

  it('in the page, hands the runner the read rows with their sheet row numbers', async () => {
    const read: CsvReadResult = {
      ok: true,
      fields: ['id', 'name'],
      rows: [{ id: 'm1', name: 'Marca' }],
      rowNumbers: [3],
      errors: [],
      errorCount: 0,
      delimiter: ';',
      encoding: 'utf-8',
    };
    const runPreview = vi.fn(async () => ({}) as never);
    const kept = keptInPage(read, runPreview);
    expect(keptSummary(read)).toEqual({ ok: true, fields: ['id', 'name'], errorCount: 0 });
    if (!kept.ok) throw new Error('expected a read');
    await kept.preview(options);
    expect(runPreview).toHaveBeenCalledWith({
      ...options,
      header: ['id', 'name'],
      rows: [{ id: 'm1', name: 'Marca' }],
      rowNumbers: [3],
    });
  });
});
