/**
 * sync.grid_long_task_ms: the longest main-thread task of the sync screen while a 5,000 × 10
 * run streams its deltas, over 10 s, in Chromium through the web shell (PerformanceObserver
 * `longtask`). Target ≤ 50 ms: the grid must stay smooth during a big run.
 */
import { startSandbox } from '../tests/support/sandbox';
import { startBenchConsole } from './bench-console';
import { median, report } from './report';

const CODES = 5_000;
const TASKS = 10;
const WINDOW_MS = 10_000;

async function main(): Promise<void> {
  const sandbox = await startSandbox({ port: 0, recordLimit: 1_000 });
  sandbox.script({ route: '*', latencyMs: 5 });
  const bench = await startBenchConsole(undefined, {
    CONSOLE_WORKERS_URL: sandbox.url,
    CONSOLE_API_URL: sandbox.url,
  });
  try {
    const context = await bench.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks: Array<{ start: number; duration: number }> = [];
      (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          tasks.push({ start: entry.startTime, duration: entry.duration });
        }
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${bench.url}/console/sync`);
    const codes = Array.from({ length: CODES }, (_, i) => String(100_000 + i));
    await page
      .getByLabel('Códigos dos produtos (um por linha)')
      .fill(codes.join('\n'), { timeout: 120_000 });
    const boxes = page.locator('input[type="checkbox"]:not([disabled])');
    for (let task = 0; task < TASKS; task++) await boxes.nth(task).check();
    await page.getByRole('combobox', { name: 'Conta do Bling' }).click();
    await page.getByTitle('Conta marketplaces (Shopee, Amazon, Magalu)').click();
    await page.getByLabel('Intervalo entre produtos (ms)').fill('0');
    const concurrency = page.getByRole('combobox', { name: 'Processos Simultâneos' });
    await concurrency.click();
    await page.getByTitle('10', { exact: true }).click();
    await page.getByRole('button', { name: 'Iniciar' }).click();
    await page.getByRole('button', { name: 'Pausar' }).waitFor();
    const from = await page.evaluate(() => performance.now());
    await page.waitForTimeout(WINDOW_MS);
    const durations = await page.evaluate(
      (since) =>
        (window as unknown as { longTasks: Array<{ start: number; duration: number }> }).longTasks
          .filter((task) => task.start >= since)
          .map((task) => task.duration),
      from,
    );
    const longest = durations.length ? Math.max(...durations) : 0;
    report('sync.grid_long_task_ms', longest, 'ms', 50, undefined, {
      longTasks: durations.length,
      medianLongTaskMs: durations.length ? median(durations) : 0,
      windowMs: WINDOW_MS,
    });
    await context.close();
  } finally {
    await bench.close();
    await sandbox.close();
  }
}

await main();
