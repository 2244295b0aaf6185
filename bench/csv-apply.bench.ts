/**
 * csv.apply_docs_per_s (target ≥ 2,000): 'Importar' of a 10,000-row CSV (5,000 new brands
 * without an id, 5,000 updates of stored ones) on the local adapter, in Chromium through the
 * web shell, as a person does it: from the click on 'Importar' in the preview to the report on
 * screen. Each run is a fresh browser context, so a fresh IndexedDB seeded with 5,000 brands.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chooseFiles } from '../tests/support/choose-files';
import { startBenchConsole } from './bench-console';
import { median, report } from './report';

const RUNS = 3;
const STORED = 5_000;
const NEW = 5_000;
const ROWS = STORED + NEW;

const id = (index: number) => `marca-${String(index).padStart(5, '0')}`;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'csv-apply-bench-'));
  const file = join(dir, 'marcas.csv');
  const lines = ['id;name'];
  for (let i = 0; i < STORED; i++) lines.push(`${id(i)};Marca ${i} revisada`);
  for (let i = 0; i < NEW; i++) lines.push(`;Marca nova ${i}`);
  writeFileSync(file, lines.join('\r\n'));

  const bench = await startBenchConsole((dataDir) => {
    const seed = join(dataDir, 'seed.json');
    const documents = [{ path: 'project/demo', data: { name: 'Loja Demo' } }];
    for (let i = 0; i < STORED; i++) {
      documents.push({ path: `project/demo/brand/${id(i)}`, data: { name: `Marca ${i}` } });
    }
    writeFileSync(seed, JSON.stringify({ documents }));
    return seed;
  });
  const rates: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await bench.newContext();
      const page = await context.newPage();
      await page.goto(`${bench.url}/console/brand`);
      await page.getByRole('button', { name: 'Importar CSV' }).waitFor();
      await chooseFiles(page, page.getByRole('button', { name: 'Importar CSV' }), file);
      const dialog = page.getByRole('dialog', { name: 'Importar CSV em marcas' });
      const apply = dialog.getByRole('button', { name: 'Importar', exact: true });
      await apply.waitFor({ timeout: 120_000 });
      const started = performance.now();
      await apply.click();
      await dialog
        .getByText(`${ROWS.toLocaleString('pt-BR')} gravadas`, { exact: false })
        .waitFor({ timeout: 300_000 });
      const seconds = (performance.now() - started) / 1000;
      rates.push(ROWS / seconds);
      await context.close();
    }
  } finally {
    await bench.close();
    rmSync(dir, { recursive: true, force: true });
  }
  report('csv.apply_docs_per_s', median(rates), 'docs/s', 2_000, rates);
}

await main();
