import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../shared/sync/run-state';
import { errorsCsv } from './errors-csv';
import { createHistoryStore } from './history-store';
import { tempFolder } from '../../../../tests/support/temp-folder';

let folder: string;
beforeEach(() => {
  folder = tempFolder('history-');
});

const entry = (id: string, finishedAt: number): HistoryEntry => ({
  id,
  projectId: 'demo',
  codes: ['1'],
  tasks: ['bling-warehouse'],
  counts: { total: 1, pending: 0, running: 0, done: 1, failed: 0 },
  createdAt: finishedAt - 5,
  finishedAt,
  durationMs: 5,
  outcome: 'finished',
  errors: [],
});

describe('history store', () => {
  it('lists newest first and keeps only the last 50 runs', () => {
    const store = createHistoryStore(folder, () => {});
    for (let i = 0; i < 53; i++) store.save(entry(`run-${i}`, 1_000 + i));
    const list = store.list();
    expect(list).toHaveLength(50);
    expect(list[0].id).toBe('run-52');
    expect(list.at(-1)!.id).toBe('run-3');
    expect(readdirSync(folder)).toHaveLength(50);
    expect(store.get('run-0')).toBeNull();
    expect(store.get('run-10')!.finishedAt).toBe(1_010);
  });

  it('skips an unreadable entry with a log line instead of failing the list', () => {
    createHistoryStore(folder, () => {}).save(entry('good', 2_000));
    writeFileSync(join(folder, 'bad.json'), '{"id": 1');
    const logs: string[] = [];
    // A new store (the next app start) reads the folder.
    const store = createHistoryStore(folder, (message) => logs.push(message));
    expect(store.list().map((item) => item.id)).toEqual(['good']);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^Histórico de sincronização bad\.json ilegível e ignorado/);
  });

  it('a new store reads what an earlier one saved', () => {
    createHistoryStore(folder, () => {}).save(entry('a', 1_000));
    createHistoryStore(folder, () => {}).save(entry('b', 2_000));
    expect(
      createHistoryStore(folder, () => {})
        .list()
        .map((item) => item.id),
    ).toEqual(['b', 'a']);
  });

  it('returns an empty list when the folder does not exist yet', () => {
    expect(createHistoryStore(join(folder, 'missing'), () => {}).list()).toEqual([]);
  });
});

describe('errors CSV', () => {
  it('has a BOM, a pt-BR header, ; separators, and neutralises spreadsheet formulas', () => {
    const csv = errorsCsv([
      {
        index: 0,
        code: '=1+1',
        task: 'franke-store',
        error: {
          kind: 'http',
          message: 'erro, com vírgula',
          status: 500,
          url: 'http://x/a?b=1;c',
          durationMs: 12,
          bodyExcerpt: 'linha1\nlinha2',
        },
      },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, ...rest] = csv.slice(1).split('\r\n');
    expect(header).toBe('Código;Tarefa;Status HTTP;URL;Duração (ms);Mensagem;Trecho da resposta');
    expect(rest.join('\r\n')).toBe(
      `"'=1+1";Franke → Loja;500;"http://x/a?b=1;c";12;erro, com vírgula;"linha1\nlinha2"\r\n`,
    );
  });

  it('is just the header for a run without errors', () => {
    expect(errorsCsv([])).toBe(
      '\uFEFFCódigo;Tarefa;Status HTTP;URL;Duração (ms);Mensagem;Trecho da resposta\r\n',
    );
  });
});
