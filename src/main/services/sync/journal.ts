import { readFileSync, renameSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { basename } from 'node:path';
import { texts } from '../../../shared/texts/pt-BR';
import { writeFileAtomic } from './atomic-file';

/**
 * An append-only JSON-lines journal with group commit: records appended during one tick are
 * written and fdatasync'ed together, and each append's promise resolves only once its line is
 * on disk. One fsync per tick (not per record) keeps a 10,000-code run fast.
 */
export class JournalWriter {
  private pending: string[] = [];
  private waiters: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];
  private flushing = false;
  private handle: FileHandle | null = null;
  private closed = false;

  constructor(private readonly filePath: string) {}

  append(record: object): Promise<void> {
    if (this.closed) return Promise.reject(new Error('journal closed'));
    this.pending.push(`${JSON.stringify(record)}\n`);
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    if (!this.flushing) {
      this.flushing = true;
      // Wait for the rest of this tick's transitions: they share the fsync.
      setImmediate(() => void this.flushLoop());
    }
    return done;
  }

  /** Resolves once everything appended so far is on disk. */
  async drain(): Promise<void> {
    if (this.pending.length === 0 && !this.flushing) return;
    await new Promise<void>((resolve, reject) => {
      if (this.pending.length === 0 && !this.flushing) resolve();
      else this.waiters.push({ resolve, reject });
    }).catch(() => undefined);
  }

  async close(): Promise<void> {
    await this.drain();
    this.closed = true;
    const handle = this.handle;
    this.handle = null;
    await handle?.close();
  }

  private async flushLoop(): Promise<void> {
    while (this.pending.length > 0 || this.waiters.length > 0) {
      const lines = this.pending;
      const waiters = this.waiters;
      this.pending = [];
      this.waiters = [];
      try {
        if (lines.length > 0) {
          this.handle ??= await open(this.filePath, 'a');
          await this.handle.write(lines.join(''));
          await this.handle.datasync();
        }
        for (const waiter of waiters) waiter.resolve();
      } catch (error) {
        for (const waiter of waiters) waiter.reject(error);
      }
    }
    this.flushing = false;
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
  writeFileAtomic(filePath, records.map((record) => `${JSON.stringify(record)}\n`).join(''));
}
