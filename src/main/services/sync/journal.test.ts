import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { JournalWriter, readJournal, writeJournal } from './journal';
import { until } from './test-support/engine-harness';
import { tempFolder } from '../../../../tests/support/temp-folder';

let folder: string;
beforeEach(() => {
  folder = tempFolder('journal-');
});

describe('JournalWriter', () => {
  it('group commit: the records of one tick share one write and one fsync, in order', async () => {
    const file = join(folder, 'j.jsonl');
    writeJournal(file, [{ k: 'run', id: 'x' }]);
    chmodSync(file, 0o644);
    const writer = new JournalWriter(file);
    const commits = Array.from({ length: 1_000 }, (_, i) => writer.append({ k: 'ok', i }));
    // One commit for the batch, not two promises per record: what a big run holds meanwhile.
    expect(new Set(commits).size).toBe(1);
    await Promise.all(commits.map((commit) => commit.synced));
    expect(writer.stats).toEqual({ records: 1_000, writes: 1, syncs: 1 });
    // Owner-only, even for a journal an older version left readable by others.
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    const lines = readFileSync(file, 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(1_001);
    expect(lines.slice(1).map((record) => record.i)).toEqual(
      Array.from({ length: 1_000 }, (_, i) => i),
    );
    await writer.close();
  });

  it('acknowledges written before synced, and appends made during an fsync go in the next one', async () => {
    const file = join(folder, 'j.jsonl');
    const writer = new JournalWriter(file);
    const order: string[] = [];
    const first = writer.append({ k: 'a' });
    first.written.then(() => {
      order.push('a written');
      // Appended while the first fsync runs: its own write, the next fsync.
      const second = writer.append({ k: 'b' });
      second.synced.then(() => order.push('b synced'));
    });
    first.synced.then(() => order.push('a synced'));
    await until(() => order.length === 3);
    expect(order).toEqual(['a written', 'a synced', 'b synced']);
    expect(writer.stats.writes).toBe(2);
    await writer.close();
    expect(readFileSync(file, 'utf8')).toBe('{"k":"a"}\n{"k":"b"}\n');
  });

  it('a failed write rejects its records and every later one (nothing acknowledged that is not on disk)', async () => {
    const file = join(folder, 'is-a-folder');
    mkdirSync(file);
    const writer = new JournalWriter(file);
    const commit = writer.append({ k: 'a' });
    await expect(commit.written).rejects.toThrow();
    await expect(commit.synced).rejects.toThrow();
    await expect(writer.append({ k: 'b' }).synced).rejects.toThrow();
    await writer.close();
    await expect(writer.append({ k: 'c' }).written).rejects.toThrow();
  });
});

describe('readJournal', () => {
  it('returns null for a missing file', () => {
    expect(readJournal(join(folder, 'none.jsonl'), () => {})).toBeNull();
  });

  it('keeps whole lines, drops a torn tail and skips a corrupt line, logging each', () => {
    const file = join(folder, 'j.jsonl');
    writeFileSync(file, '{"k":"run","id":"r"}\n{"k":"ok","i":0}\n[1,2]\n{"k":"ok","i":1}\n{"k":"o');
    const logs: string[] = [];
    const contents = readJournal(file, (message) => logs.push(message));
    expect(contents).toEqual({
      header: { k: 'run', id: 'r' },
      records: [
        { k: 'ok', i: 0 },
        { k: 'ok', i: 1 },
      ],
      damaged: true,
    });
    expect(logs).toEqual([
      'Diário de sincronização j.jsonl: última linha incompleta descartada (o aplicativo foi encerrado durante a gravação).',
      'Diário de sincronização j.jsonl: linha 3 ilegível ignorada.',
    ]);
  });

  it('an intact journal is not marked damaged', () => {
    const file = join(folder, 'j.jsonl');
    writeJournal(file, [{ k: 'run' }, { k: 'st', s: 'running' }]);
    expect(readJournal(file, () => {})).toEqual({
      header: { k: 'run' },
      records: [{ k: 'st', s: 'running' }],
      damaged: false,
    });
  });
});

describe('JournalWriter appends', () => {
  /** An append-mode file whose writes hand over at most `chunk` bytes (0: nothing). */
  function shortFile(chunk: number) {
    let text = '';
    const file = {
      write: async (buffer: Uint8Array, offset: number, length: number) => {
        const count = Math.min(chunk, length);
        text += Buffer.from(buffer.subarray(offset, offset + count)).toString('utf8');
        return { bytesWritten: count };
      },
      datasync: async () => {},
      close: async () => {},
    };
    return { open: async () => file, text: () => text };
  }

  it('completes a short append: every byte of every line lands', async () => {
    const fake = shortFile(5);
    const writer = new JournalWriter(join(folder, 'j.jsonl'), fake.open);
    const commits = [writer.append({ k: 'a', s: 'ação' }), writer.append({ k: 'b' })];
    await Promise.all(commits.map((commit) => commit.synced));
    expect(fake.text()).toBe('{"k":"a","s":"ação"}\n{"k":"b"}\n');
    await writer.close();
  });

  it('an append that makes no progress fails its records instead of acknowledging them', async () => {
    const writer = new JournalWriter(join(folder, 'j.jsonl'), shortFile(0).open);
    const commit = writer.append({ k: 'a' });
    await expect(commit.written).rejects.toThrow('gravação incompleta');
    await expect(commit.synced).rejects.toThrow('gravação incompleta');
    await writer.close();
  });
});
