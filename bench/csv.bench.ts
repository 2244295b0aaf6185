/**
 * Collection CSV, both ways, at 10,000 documents:
 * - csv.preview_10k_ms (target ≤ 1,500): read a 10,000-row file from disk with the real
 *   streaming reader, then the import preview: ids to look up, conversion, derived ids and the
 *   diff against 10,000 stored documents (5,000 rows change one, 2,500 are unchanged, 2,500
 *   have no id and create).
 * - csv.export_10k_ms (target ≤ 1,000): 10,000 documents as export rows, as CSV text, written
 *   to a file.
 * Median of 7 runs after a warm-up; the file is written once, outside the timing.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseCsvStream } from '../src/shared/csv/csv-reader';
import { toCsv } from '../src/shared/csv/csv-writer';
import { exportColumns, exportRowsOf } from '../src/shared/collection-csv/export-rows';
import { importLookupIds, previewImport } from '../src/shared/collection-csv/import-preview';
import type { FormDefinition } from '../src/shared/forms/field-definition';
import { median, report } from './report';

const DOCUMENTS = 10_000;
const RUNS = 7;

/** A product-like form: every cell kind the export writes. */
const definition: FormDefinition = {
  collection: 'bench',
  title: 'Bench',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'description', type: 'textarea' },
    { name: 'price', type: 'number' },
    { name: 'stock', type: 'number' },
    { name: 'active', type: 'checkbox' },
    { name: 'publishedAt', type: 'datetime' },
    { name: 'launch', type: 'date' },
    {
      name: 'status',
      type: 'select',
      options: [
        { value: 'draft', label: 'Rascunho' },
        { value: 'published', label: 'Publicado' },
      ],
    },
    { name: 'category', type: 'select_nested', collection: 'category' },
    { name: 'tags', type: 'array_field', field: { name: 'tag', type: 'text' } },
    {
      name: 'dimensions',
      type: 'struct',
      fields: [
        { name: 'width', type: 'number' },
        { name: 'height', type: 'number' },
      ],
    },
  ],
};

function documentData(index: number): Record<string, unknown> {
  return {
    title: `Produto ${index} — panela de aço inox`,
    description: `Descrição do produto ${index}, com acentos: ação, informação.\nSegunda linha.`,
    price: Math.round(index * 13.7) / 100,
    stock: index % 97,
    active: index % 3 !== 0,
    publishedAt: new Date(2026, index % 12, (index % 28) + 1, index % 24, index % 60, 0),
    launch: new Date(2025, index % 12, (index % 28) + 1),
    status: index % 2 ? 'published' : 'draft',
    category: `cat-${index % 50}`,
    tags: ['cozinha', `t${index % 10}`],
    dimensions: { width: index % 40, height: 10 },
  };
}

const documents = Array.from({ length: DOCUMENTS }, (_, index) => ({
  id: `p${index}`,
  data: documentData(index),
}));
const current = new Map(documents.map((document) => [document.id, document.data]));
const columns = exportColumns(definition);

/** The file to import: the export, with half the rows edited and a quarter without an id. */
function importFile(): string {
  const rows = exportRowsOf(documents, definition).map((row, index) => {
    if (index % 4 === 1) return { ...row, id: null, title: `Novo ${index}` };
    if (index % 2 === 0) return { ...row, price: '1.234,56' };
    return row;
  });
  return toCsv(columns, rows, ';');
}

async function timed(run: () => Promise<void>): Promise<number[]> {
  await run();
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    runs.push(performance.now() - started);
  }
  return runs;
}

const dir = await mkdtemp(join(tmpdir(), 'csv-bench-'));
try {
  const file = join(dir, 'import.csv');
  await writeFile(file, `\uFEFF${importFile()}`, 'utf8');
  let counts: ReturnType<typeof previewImport>['counts'] | undefined;

  const previewRuns = await timed(async () => {
    const read = await parseCsvStream(createReadStream(file), {
      name: 'import.csv',
      encoding: 'utf-8',
      maxRows: 100_000,
    });
    if (!read.ok) throw new Error(`read failed: ${read.reason}`);
    const input = { collection: 'bench', header: read.fields, rows: read.rows, definition };
    const ids = importLookupIds(input);
    const lookedUp = new Map(
      ids.flatMap((id) => (current.has(id) ? [[id, current.get(id)!]] : [])),
    );
    counts = previewImport({ ...input, current: lookedUp }).counts;
  });
  if (counts?.creates !== 2_500 || counts.updates !== 5_000 || counts.unchanged !== 2_500) {
    throw new Error(`unexpected preview: ${JSON.stringify(counts)}`);
  }
  report('csv.preview_10k_ms', median(previewRuns), 'ms', 1_500, previewRuns);

  const out = join(dir, 'export.csv');
  const exportRuns = await timed(async () => {
    const rows = exportRowsOf(documents, definition);
    await writeFile(out, `\uFEFF${toCsv(columns, rows, ';')}`, 'utf8');
  });
  report('csv.export_10k_ms', median(exportRuns), 'ms', 1_000, exportRuns);
} finally {
  await rm(dir, { recursive: true, force: true });
}
