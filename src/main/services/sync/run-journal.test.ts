import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRunJournal } from './run-journal';
import { RunModel } from './run-model';
import { journalHeader, journalLines, useEngineHarness } from './test-support/engine-harness';

const harness = useEngineHarness('run-journal');

function openJournal() {
  const logs: string[] = [];
  const failures: unknown[] = [];
  const journal = createRunJournal({
    filePath: harness.journalFile,
    now: () => 5_000,
    log: (message) => logs.push(message),
    onFailure: (error) => failures.push(error),
  });
  return { journal, logs, failures };
}

const records = () =>
  readFileSync(harness.journalFile, 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const newModel = () =>
  RunModel.fromHeader(journalHeader(['1', '2'], ['bling-warehouse', 'franke-store']));

describe('run journal', () => {
  it('restores nothing when there is no journal', () => {
    expect(openJournal().journal.restore()).toBeNull();
  });

  it('restores an active run paused and rewrites it compact, without the torn tail', async () => {
    writeFileSync(
      harness.journalFile,
      journalLines(
        journalHeader(['1', '2'], ['bling-warehouse', 'franke-store']),
        { k: 'st', s: 'running', at: 1000 },
        { k: 'go', i: 0, t: 0 },
        { k: 'ok', i: 0, t: 0 },
        { k: 'go', i: 0, t: 1 },
      ) + '{"k":"ok","i":0,',
    );
    const { journal, logs } = openJournal();
    const restored = journal.restore()!;
    expect(restored.error).toBeNull();
    expect(restored.model.status).toBe('paused');
    expect(restored.model.restored).toBe(true);
    expect([restored.model.item(0), restored.model.item(1)]).toEqual(['pending', 'pending']);
    expect(records().slice(1)).toEqual([
      { k: 'cc', n: 2 },
      { k: 'ok', i: 0, t: 0 },
      { k: 'st', s: 'paused', at: 5_000 },
    ]);
    expect(logs.at(-1)).toBe(
      'Sincronização run-1 restaurada como pausada após reinício do aplicativo.',
    );
    await journal.close();
  });

  it('leaves an intact finished run as it is', async () => {
    const text = journalLines(
      journalHeader(['1'], ['bling-warehouse']),
      { k: 'ok', i: 0, t: 0 },
      {
        k: 'st',
        s: 'finished',
        at: 2000,
      },
    );
    writeFileSync(harness.journalFile, text);
    const { journal, logs } = openJournal();
    const restored = journal.restore()!;
    expect(restored.model).toMatchObject({ status: 'finished', restored: false, finishedAt: 2000 });
    expect(readFileSync(harness.journalFile, 'utf8')).toBe(text);
    expect(logs).toEqual([]);
    await journal.close();
  });

  it('begins a run with its header and status, then appends committed records', async () => {
    const { journal, failures } = openJournal();
    const model = newModel();
    expect(await journal.begin(model)).toBeNull();
    const commit = journal.commit({ k: 'ok', i: 1, t: 0 });
    expect(await commit.written).toBe(true);
    expect(await commit.synced).toBe(true);
    expect(records()).toEqual([
      model.header(),
      { k: 'st', s: 'running', at: 1000 },
      { k: 'ok', i: 1, t: 0 },
    ]);
    expect(failures).toEqual([]);
    await journal.close();
  });

  it('a failed append reports false and calls onFailure; reopen rewrites from memory', async () => {
    const { journal, failures } = openJournal();
    const model = newModel();
    await journal.begin(model);
    // A folder in the journal's place: the writer's first open fails.
    rmSync(harness.journalFile);
    mkdirSync(harness.journalFile);
    const commit = journal.commit({ k: 'ok', i: 0, t: 0 });
    expect(await commit.written).toBe(false);
    expect(await commit.synced).toBe(false);
    expect(failures.length).toBeGreaterThan(0);

    expect(await journal.reopen(model)).toMatch(/^Não foi possível gravar o andamento/);
    rmSync(harness.journalFile, { recursive: true });
    model.settleCell(1, 1, null);
    expect(await journal.reopen(model)).toBeNull();
    expect(records().slice(1)).toEqual([
      { k: 'cc', n: 2 },
      { k: 'ok', i: 1, t: 1 },
      { k: 'st', s: 'paused', at: 5_000 },
    ]);
    expect(await journal.commit({ k: 'ok', i: 0, t: 0 }).synced).toBe(true);
    await journal.close();
  });

  it('commits nothing before a run is begun or restored', async () => {
    const commit = openJournal().journal.commit({ k: 'cc', n: 3 });
    expect(await commit.synced).toBe(false);
  });
});
