import { readFileSync, renameSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { texts } from '../../../shared/texts/pt-BR';
import {
  PRIVATE_FILE_MODE,
  writeAll,
  writeFileAtomicSync,
  type WritableFile,
} from '../files/atomic-file';

/**
 * An appended record's commit, shared by the records of its batch: `written` once the OS has
 * it (survives a killed process), `synced` once fsynced.
 */
export interface JournalCommit {
  written: Promise<void>;
  synced: Promise<void>;
}

/** The append-mode file the writer needs; tests inject one that writes short. */
export type JournalFile = Pick<WritableFile, 'write' | 'close'> & { datasync(): Promise<void> };

/** A promise and the one call that settles it: resolved without an error, rejected with one. */
interface Settleable {
  promise: Promise<void>;
  settle: (error?: unknown) => void;
}

function settleable(): Settleable {
  let settle!: (error?: unknown) => void;
  const promise = new Promise<void>((resolve, reject) => {
    settle = (error) => (error === undefined ? resolve() : reject(error));
  });
  // Callers may await only one of a commit's two promises.
  promise.catch(() => undefined);
  return { promise, settle };
}

/** The records appended during one tick: one write, one fsync, and one commit they all share. */
interface Batch {
  lines: string[];
  written: Settleable;
  synced: Settleable;
  commit: JournalCommit;
}

function newBatch(): Batch {
  const written = settleable();
  const synced = settleable();
  return {
    lines: [],
    written,
    synced,
    commit: { written: written.promise, synced: synced.promise },
  };
}

/**
 * An append-only JSON-lines journal with group commit. Records appended during one tick are
 * written with one write() and made durable with one fdatasync, not one per record: that keeps
 * a 10,000-code run fast. Two stages, so the engine can go on as soon as the OS holds a line
 * (a killed process loses nothing written) while acknowledgements wait for the fsync (an OS
 * crash loses nothing acknowledged). While one fsync runs, the next writes queue up for the
 * next one. The records of one batch share one commit (two promises in all, not two each):
 * what waits for an fsync is what a big run keeps in memory.
 */
export class JournalWriter {
  /** The lines of this tick, not yet handed to write(). */
  private batch: Batch | null = null;
  /** Written batches waiting for the next fsync. */
  private toSync: Settleable[] = [];
  private writing = false;
  private syncing = false;
  private handle: JournalFile | null = null;
  private opening: Promise<JournalFile> | null = null;
  private closed = false;
  private failure: unknown = null;
  /** How many write() and fdatasync calls were made: what group commit saves. */
  readonly stats = { records: 0, writes: 0, syncs: 0 };

  constructor(
    private readonly filePath: string,
    private readonly openFile: (path: string) => Promise<JournalFile> = openPrivateAppend,
  ) {}

  append(record: object): JournalCommit {
    if (this.closed || this.failure) {
      const error = this.failure ?? new Error('journal closed');
      const failed = Promise.reject(error);
      failed.catch(() => undefined);
      return { written: failed, synced: failed };
    }
    this.batch ??= newBatch();
    this.batch.lines.push(`${JSON.stringify(record)}\n`);
    this.stats.records++;
    if (!this.writing) {
      this.writing = true;
      // Wait for the rest of this tick's transitions: they share the write and the fsync.
      setImmediate(() => void this.writeLoop());
    }
    return this.batch.commit;
  }

  /** Resolves once everything appended so far is fsynced (or has failed). */
  async drain(): Promise<void> {
    while (this.writing || this.syncing || this.batch) {
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  async close(): Promise<void> {
    await this.drain();
    this.closed = true;
    const handle = this.handle;
    this.handle = null;
    await handle?.close();
  }

  private async file(): Promise<JournalFile> {
    if (this.handle) return this.handle;
    this.opening ??= this.openFile(this.filePath);
    this.handle = await this.opening;
    return this.handle;
  }

  private async writeLoop(): Promise<void> {
    while (this.batch) {
      const { lines, written, synced } = this.batch;
      this.batch = null;
      try {
        if (this.failure) throw this.failure;
        // A short append is completed, never left as a torn line the OS reported as done.
        await writeAll(await this.file(), Buffer.from(lines.join(''), 'utf8'), this.filePath);
        this.stats.writes++;
        written.settle();
        this.toSync.push(synced);
        if (!this.syncing) void this.syncLoop();
      } catch (error) {
        this.failure ??= error;
        written.settle(error);
        synced.settle(error);
      }
    }
    this.writing = false;
  }

  private async syncLoop(): Promise<void> {
    this.syncing = true;
    while (this.toSync.length > 0) {
      const batches = this.toSync;
      this.toSync = [];
      try {
        await (await this.file()).datasync();
        this.stats.syncs++;
        for (const synced of batches) synced.settle();
      } catch (error) {
        this.failure ??= error;
        for (const synced of batches) synced.settle(error);
      }
    }
    this.syncing = false;
  }
}

export interface JournalContents {
  header: Record<string, unknown>;
  records: Array<Record<string, unknown>>;
  /** True when lines were dropped: the caller rewrites the journal from what was kept. */
  damaged: boolean;
}

/**
 * Reads a journal, tolerating what a kill mid-write leaves: a last line without its newline
 * is dropped, an unparsable line is skipped, each with a log line. A file whose header is
 * unreadable is moved aside to `.corrupt` (never deleted) and treated as absent.
 */
export function readJournal(
  filePath: string,
  log: (message: string) => void,
): JournalContents | null {
  let text: string;
  try {
    text = readFileSync(filePath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const name = basename(filePath);
  const lines = text.split('\n');
  let damaged = false;
  const tail = lines.pop();
  if (tail !== undefined && tail !== '') {
    damaged = true;
    log(texts.sync.journal.partialLineDropped(name));
  }
  const parsed: Array<Record<string, unknown>> = [];
  lines.forEach((line, index) => {
    if (line === '') return;
    try {
      const value: unknown = JSON.parse(line);
      if (!value || typeof value !== 'object' || Array.isArray(value))
        throw new Error('not an object');
      parsed.push(value as Record<string, unknown>);
    } catch {
      damaged = true;
      log(texts.sync.journal.corruptLineSkipped(name, index + 1));
    }
  });
  const header = parsed.shift();
  if (!header || header.k !== 'run') {
    moveAside(filePath, log, 'header');
    return null;
  }
  return { header, records: parsed, damaged };
}

export function moveAside(filePath: string, log: (message: string) => void, detail: string): void {
  try {
    renameSync(filePath, `${filePath}.corrupt`);
  } catch {
    // Already gone: nothing to keep.
  }
  log(texts.sync.journal.unreadable(basename(filePath), detail));
}

/** Starts (or rewrites) a journal with these records, atomically. */
export function writeJournal(filePath: string, records: object[]): void {
  const text = records.map((record) => `${JSON.stringify(record)}\n`).join('');
  writeFileAtomicSync(filePath, text, { createFolder: true });
}

/** Append mode, owner-only; a journal left by an older version is tightened too. */
async function openPrivateAppend(path: string): Promise<JournalFile> {
  const handle = await open(path, 'a', PRIVATE_FILE_MODE);
  await handle.chmod(PRIVATE_FILE_MODE).catch(() => undefined);
  return handle;
}
