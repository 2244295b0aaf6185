import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../../../tests/support/sandbox';
import {
  createFakeHttp,
  journalHeader as header,
  journalLines,
  until,
  useEngineHarness,
  useSandbox,
} from './test-support/engine-harness';

const harness = useEngineHarness('sync-durability');
const journalFile = () => harness.journalFile;

describe('sync engine: restore from the journal', () => {
  const line = (record: object) => journalLines(record);

  it('restores a run cut mid-flight as paused, drops the torn tail, and redoes nothing done', async () => {
    const error = {
      kind: 'http',
      message: 'erro 500',
      status: 500,
      url: 'u',
      durationMs: 3,
      bodyExcerpt: 'x',
    };
    writeFileSync(
      journalFile(),
      [
        line(header(['101', '202', '303', '404'], ['bling-warehouse', 'franke-store'])),
        line({ k: 'st', s: 'running', at: 1000 }),
        line({ k: 'go', i: 0, t: 0 }),
        line({ k: 'ok', i: 0, t: 0 }),
        line({ k: 'ok', i: 0, t: 1 }),
        line({ k: 'go', i: 1, t: 0 }),
        line({ k: 'er', i: 1, t: 0, e: error }),
        line({ k: 'ok', i: 1, t: 1 }),
        line({ k: 'go', i: 2, t: 0 }),
        line({ k: 'ok', i: 2, t: 0 }),
        line({ k: 'go', i: 2, t: 1 }),
        '{"k":"ok","i":2,', // killed mid-write
      ].join(''),
    );
    const http = createFakeHttp();
    const { engine, logs } = harness.start({ http: http.client });
    const run = engine.snapshot().run!;
    expect(run.status).toBe('paused');
    expect(run.restored).toBe(true);
    expect(run.concurrency).toBe(2);
    expect(run.items.map((item) => [item.state, ...item.cells])).toEqual([
      ['done', 'ok', 'ok'],
      ['failed', 'error', 'ok'],
      ['pending', 'ok', 'pending'],
      ['pending', 'pending', 'pending'],
    ]);
    expect(run.counts).toEqual({ total: 4, pending: 2, running: 0, done: 1, failed: 1 });
    expect(run.errors).toEqual([{ index: 1, code: '202', task: 'bling-warehouse', error }]);
    expect(logs).toContain(
      'Diário de sincronização current-run.jsonl: última linha incompleta descartada (o aplicativo foi encerrado durante a gravação).',
    );
    // The journal was rewritten clean: it ends with a full line and replays to the same state.
    expect(readFileSync(journalFile(), 'utf8').endsWith('\n')).toBe(true);
    expect(http.calls).toHaveLength(0);

    expect((await engine.resume()).ok).toBe(true);
    await until(() => engine.snapshot().run!.status === 'finished');
    expect(http.calls.map((call) => call.url)).toEqual([
      'http://workers.test/api/franke/store/product?id=303&project=demo',
      'http://workers.test/api/bling/bigquery/produtos?project=demo&id=404',
      'http://workers.test/api/franke/store/product?id=404&project=demo',
    ]);
    expect(engine.snapshot().run!.counts).toEqual({
      total: 4,
      pending: 0,
      running: 0,
      done: 3,
      failed: 1,
    });
  });

  it('skips a corrupt middle line with a log line and keeps the rest', () => {
    writeFileSync(
      journalFile(),
      [
        line(header(['1', '2'], ['bling-warehouse'])),
        line({ k: 'ok', i: 0, t: 0 }),
        'não é json\n',
        line({ k: 'ok', i: 1, t: 0 }),
        line({ k: 'ok', i: 9, t: 0 }), // out of range: ignored
      ].join(''),
    );
    const { engine, logs } = harness.start();
    expect(logs).toContain('Diário de sincronização current-run.jsonl: linha 3 ilegível ignorada.');
    expect(engine.snapshot().run!.counts).toMatchObject({ done: 2, pending: 0 });
  });

  it('moves an unreadable journal aside and starts empty, losing no file', () => {
    writeFileSync(journalFile(), 'lixo total\n');
    const { engine, logs } = harness.start();
    expect(engine.snapshot().run).toBeNull();
    expect(existsSync(`${journalFile()}.corrupt`)).toBe(true);
    expect(logs.some((message) => message.includes('movido para current-run.jsonl.corrupt'))).toBe(
      true,
    );
  });

  it('a finished run is loaded as finished, not as restored', async () => {
    const http = createFakeHttp();
    const first = harness.start({ http: http.client }).engine;
    await first.start({ codes: '1\n2', tasks: ['bling-warehouse'] });
    await until(() => first.snapshot().run?.status === 'finished');
    await until(() => first.history().length === 1);
    await first.dispose();
    // As if killed between the finish and the history entry.
    rmSync(join(harness.dataDir, 'sync', 'history'), { recursive: true });
    const second = harness.start({ http: http.client }).engine;
    expect(second.snapshot().run).toMatchObject({
      status: 'finished',
      restored: false,
      counts: { done: 2 },
    });
    expect(second.history()).toHaveLength(1);
    expect(second.history()[0]).toMatchObject({ outcome: 'finished', counts: { done: 2 } });
  });
});

// The durability proof: a real process, real kills, the real HTTP client against the sandbox.
// Delivery is at least once, with an idempotency key: a task answered but not yet journaled
// when the process dies is sent again after the restart, with the same key, so a service that
// honours the key does it once. A task counts as done once its result line is written (the OS
// has it, so a killed process loses nothing); acknowledgements to the window wait for the
// fsync, so an OS crash loses nothing acknowledged either.
describe('sync engine: killed mid-run (SIGKILL) at several points; at least once, with an idempotency key', () => {
  const server = useSandbox();

  const codes = Array.from({ length: 80 }, (_, i) => String(100_000 + i));
  const tasks = ['bling-warehouse', 'tramontina-firestore'] as const;
  const concurrency = 3;
  const kills = 3;

  /** Which grid cell a recorded request belongs to. */
  function cellKey(request: RecordedRequest): string {
    if (request.routeId === 'workers.bling.bigquery') return `${request.query.id}:0`;
    if (request.routeId === 'workers.tramontina.firestore')
      return `${request.path.split('/').pop()}:1`;
    throw new Error(`unexpected request ${request.routeId} ${request.path}`);
  }

  function countByCell(requests: RecordedRequest[]): Map<string, number> {
    const counts = new Map<string, number>();
    for (const request of requests)
      counts.set(cellKey(request), (counts.get(cellKey(request)) ?? 0) + 1);
    return counts;
  }

  /** Runs the engine in a child process until it has settled `cells` more cells, then kills it. */
  async function runChildAndKill(cells: number, resume: boolean): Promise<void> {
    const here = fileURLToPath(new URL('.', import.meta.url));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(here, 'test-support', 'engine-child.ts')],
      {
        cwd: fileURLToPath(new URL('../../../../', import.meta.url)),
        env: {
          ...process.env,
          SYNC_DATA_DIR: harness.dataDir,
          SYNC_WORKERS_URL: server.sandbox.url,
          SYNC_CODES: codes.join('\n'),
          SYNC_TASKS: tasks.join(','),
          SYNC_CONCURRENCY: String(concurrency),
          SYNC_RESUME: resume ? '1' : '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let settled = 0;
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.stdout.on('data', (chunk: Buffer) => {
      const matches = String(chunk).match(/settled (\d+)/g);
      if (matches) settled = Number(matches[matches.length - 1].split(' ')[1]);
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );
    // Killed with requests in flight, mid-run.
    await until(() => settled >= cells || child.exitCode !== null);
    expect(child.exitCode, stderr).toBeNull();
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    await until(() => server.sandbox.inFlight() === 0);
  }

  it('comes back paused each time; nothing lost, nothing invented, repeats only of in-flight tasks and under the same key', async () => {
    server.sandbox.script({ route: '*', latencyMs: 8 });
    for (let kill = 0; kill < kills; kill++) await runChildAndKill(30, kill > 0);
    const beforeLastRestart = server.sandbox.requests();
    expect(beforeLastRestart.length).toBeLessThan(
      codes.length * tasks.length + kills * concurrency,
    );

    const { engine, logs } = harness.start(server.engineDefaults());
    const restored = engine.snapshot().run!;
    expect(restored.status).toBe('paused');
    expect(restored.restored).toBe(true);
    expect(restored.concurrency).toBe(concurrency);
    expect(restored.counts.running).toBe(0);
    expect(restored.input.codes).toEqual(codes);

    // Every cell journaled as ok was really requested (nothing invented).
    const requestedBefore = countByCell(beforeLastRestart);
    const okCells = new Set<string>();
    restored.items.forEach((item, index) =>
      item.cells.forEach((cell, task) => {
        expect(cell === 'ok' || cell === 'pending', `${item.code}:${task} ${cell}`).toBe(true);
        if (cell === 'ok') okCells.add(`${codes[index]}:${task}`);
      }),
    );
    for (const key of okCells) expect(requestedBefore.get(key), key).toBeGreaterThanOrEqual(1);
    expect(okCells.size).toBeGreaterThanOrEqual(kills * 30);

    const mark = server.sandbox.requests().length;
    expect((await engine.resume()).ok).toBe(true);
    await until(() => engine.snapshot().run!.status === 'finished');
    const all = server.sandbox.requests();
    const afterRestart = countByCell(all.slice(mark));

    // Nothing journaled before the last kill is redone, and every cell is done (nothing lost).
    for (const key of okCells) expect(afterRestart.has(key), key).toBe(false);
    const counts = countByCell(all);
    for (const code of codes) {
      for (let task = 0; task < tasks.length; task++) {
        expect(counts.get(`${code}:${task}`) ?? 0, `${code}:${task}`).toBeGreaterThanOrEqual(1);
      }
    }
    // Repeats: at most the tasks in flight at each kill (one per worker).
    const repeats = [...counts.values()].reduce((sum, count) => sum + count - 1, 0);
    expect(repeats).toBeLessThanOrEqual(kills * concurrency);
    // Every call carried its key, and a repeated task carried the same one: a service that
    // honours Idempotency-Key does each task once.
    const keysByCell = new Map<string, Set<string>>();
    for (const request of all) {
      expect(request.idempotencyKey, request.path).toMatch(/^[^:]+:\d+:[a-z-]+:0$/);
      const keys = keysByCell.get(cellKey(request)) ?? new Set();
      keys.add(request.idempotencyKey!);
      keysByCell.set(cellKey(request), keys);
    }
    expect(keysByCell.size).toBe(codes.length * tasks.length);
    for (const [cell, keys] of keysByCell) expect(keys.size, cell).toBe(1);

    expect(engine.snapshot().run!.counts).toEqual({
      total: codes.length,
      pending: 0,
      running: 0,
      done: codes.length,
      failed: 0,
    });
    expect(logs.some((message) => message.includes('restaurada como pausada'))).toBe(true);
  }, 120_000);
});

describe('sync engine: a failing disk', () => {
  it('pauses with a pt-BR message when the journal cannot be written, loses nothing, and resumes once it can', async () => {
    const http = createFakeHttp();
    const { engine, logs, deltas } = harness.start({ http: http.client });
    await engine.start({ codes: '1\n2\n3', tasks: ['bling-warehouse'] });
    // Before the first group commit opens the journal, a folder takes its place: writes fail.
    rmSync(journalFile());
    mkdirSync(journalFile());
    await until(() => engine.snapshot().lastError !== null);
    await engine.idle();
    const snapshot = engine.snapshot();
    expect(snapshot.lastError).toMatch(
      /^Não foi possível gravar o andamento da sincronização em disco: .*A sincronização foi pausada\.$/,
    );
    expect(snapshot.run!.status).toBe('paused');
    // The code whose result could not be written is not counted as done.
    expect(snapshot.run!.counts).toMatchObject({ done: 0, running: 0, pending: 3 });
    expect(deltas).toContainEqual({ type: 'error', message: snapshot.lastError });
    expect(logs).toContain(snapshot.lastError);

    // Still failing: resume says so and stays paused.
    const refused = await engine.resume();
    expect(refused.ok).toBe(false);
    expect(engine.snapshot().run!.status).toBe('paused');

    rmSync(journalFile(), { recursive: true });
    expect(await engine.resume()).toEqual({ ok: true, notices: [] });
    await until(() => engine.snapshot().run!.status === 'finished');
    expect(engine.snapshot().run!.counts.done).toBe(3);
    expect(engine.snapshot().lastError).toBeNull();
  });
});
