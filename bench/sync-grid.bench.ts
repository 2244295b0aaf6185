/**
 * sync.grid_long_task_ms: the longest main-thread task of the sync screen while a run at the
 * 20,000-code cap with 3 tasks streams its deltas, over 10 s, in Chromium through the web shell (PerformanceObserver
 * `longtask`). Target ≤ 50 ms: the grid must stay smooth during a big run. The median of
 * RUNS runs, each on a fresh host (its own data folder, no run left from the last one).
 */
import { startSandbox } from '../tests/support/sandbox';
import { startBenchConsole } from './bench-console';
import { median, report } from './report';

const CODES = 20_000;
const TASKS = 3;
const WINDOW_MS = 10_000;
const RUNS = 5;

/** The main thread's long tasks (ms) during one run's window. */
async function measureOnce(sandboxUrl: string): Promise<{ durations: number[]; done: number }> {
  const bench = await startBenchConsole(undefined, {
    CONSOLE_WORKERS_URL: sandboxUrl,
    CONSOLE_API_URL: sandboxUrl,
  });
  try {
    const context = await bench.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
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
    // Pasted, as a person enters 20,000 codes: Playwright's fill types them through the editing
    // commands line by line, which alone keeps Chromium busy for about a minute.
    const codes = Array.from({ length: CODES }, (_, i) => String(100_000 + i));
    await page.evaluate((text) => navigator.clipboard.writeText(text), codes.join('\n'));
    await page.getByLabel('Códigos dos produtos (um por linha)').focus();
    await page.keyboard.press('Control+V');
    await page.getByText(/^20\.000 códigos únicos/).waitFor();
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
    // The run really streamed: ticks are on show in the grid, not only spinners.
    const done = await page.locator('[role="grid"] [aria-label$=": concluído"]').count();
    if (done === 0) throw new Error('no row finished during the window: the figure would be empty');
    await context.close();
    return { durations, done };
  } finally {
    await bench.close();
  }
}

async function main(): Promise<void> {
  const sandbox = await startSandbox({ port: 0, recordLimit: 1_000 });
  sandbox.script({ route: '*', latencyMs: 5 });
  try {
    const runs: Array<{ durations: number[]; done: number }> = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measureOnce(sandbox.url));
    const longest = runs.map(({ durations }) => (durations.length ? Math.max(...durations) : 0));
    report('sync.grid_long_task_ms', median(longest), 'ms', 50, longest, {
      medianLongTasksPerRun: median(runs.map(({ durations }) => durations.length)),
      medianDoneCellsShown: median(runs.map(({ done }) => done)),
      windowMs: WINDOW_MS,
    });
  } finally {
    await sandbox.close();
  }
}

await main();
