import { z } from 'zod';
import { preparedRunSchema, type PreparedRun } from '../../../shared/sync/run-input';
import {
  taskErrorSchema,
  type CellState,
  type ItemState,
  type RunCounts,
  type RunErrorEntry,
  type RunSnapshot,
  type RunStatus,
  type TaskError,
} from '../../../shared/sync/run-state';

/** Journal records (short keys: a 10,000 × 10 run writes ~100,000 of them). */
export type JournalRecord =
  | { k: 'run'; v: 1; id: string; createdAt: number; input: PreparedRun }
  | { k: 'st'; s: RunStatus; at: number }
  | { k: 'cc'; n: number }
  | { k: 'go'; i: number; t: number }
  | { k: 'ok'; i: number; t: number }
  | { k: 'er'; i: number; t: number; e: TaskError }
  | { k: 'retry'; at: number };

const headerSchema = z.object({
  k: z.literal('run'),
  v: z.literal(1),
  id: z.string().min(1),
  createdAt: z.number(),
  input: preparedRunSchema,
});

/**
 * The in-memory state of one run. Live transitions and journal replay go through the same
 * methods, so a restored run is exactly the run that was persisted.
 */
export class RunModel {
  readonly items: ItemState[];
  readonly cells: CellState[][];
  readonly errors = new Map<number, Map<number, TaskError>>();
  status: RunStatus = 'paused';
  concurrency: number;
  finishedAt: number | null = null;
  restored = false;
  readonly counts: RunCounts;
  /** Scan position for the next pending code; rewound when codes go back to pending. */
  private cursor = 0;

  constructor(
    readonly id: string,
    readonly input: PreparedRun,
    readonly createdAt: number,
  ) {
    const taskCount = input.tasks.length;
    this.items = input.codes.map(() => 'pending');
    this.cells = input.codes.map(() => Array<CellState>(taskCount).fill('pending'));
    this.concurrency = input.concurrency;
    this.counts = {
      total: input.codes.length,
      pending: input.codes.length,
      running: 0,
      done: 0,
      failed: 0,
    };
  }

  /** Throws (a zod error) on a header this version cannot trust. */
  static fromHeader(header: Record<string, unknown>): RunModel {
    const parsed = headerSchema.parse(header);
    return new RunModel(parsed.id, parsed.input, parsed.createdAt);
  }

  header(): JournalRecord {
    return { k: 'run', v: 1, id: this.id, createdAt: this.createdAt, input: this.input };
  }

  setItem(index: number, state: ItemState): void {
    const previous = this.items[index];
    if (previous === state) return;
    this.counts[previous]--;
    this.counts[state]++;
    this.items[index] = state;
    if (state === 'pending' && index < this.cursor) this.cursor = index;
  }

  /** The next code neither done, failed nor in flight, marked running; -1 when none. */
  takeNext(): number {
    const items = this.items;
    while (this.cursor < items.length && items[this.cursor] !== 'pending') this.cursor++;
    if (this.cursor >= items.length) return -1;
    const index = this.cursor++;
    this.setItem(index, 'running');
    return index;
  }

  /** Records a task result; returns the code's new state when all its tasks are finished. */
  settleCell(index: number, task: number, error: TaskError | null): ItemState | null {
    this.cells[index][task] = error ? 'error' : 'ok';
    if (error) {
      let byTask = this.errors.get(index);
      if (!byTask) this.errors.set(index, (byTask = new Map()));
      byTask.set(task, error);
    } else {
      this.errors.get(index)?.delete(task);
    }
    const cells = this.cells[index];
    if (cells.some((cell) => cell === 'pending' || cell === 'running')) return null;
    const state: ItemState = cells.includes('error') ? 'failed' : 'done';
    this.setItem(index, state);
    return state;
  }

  /** How many task errors the run holds (cheap: one pass over the failed codes). */
  errorCount(): number {
    let count = 0;
    for (const byTask of this.errors.values()) count += byTask.size;
    return count;
  }

  /** Failed codes go back to pending with their error marks cleared; ok tasks stay ok. */
  retryFailed(onChange?: (index: number, task: number | null) => void): number {
    let count = 0;
    for (let index = 0; index < this.items.length; index++) {
      if (this.items[index] !== 'failed') continue;
      count++;
      const cells = this.cells[index];
      for (let task = 0; task < cells.length; task++) {
        if (cells[task] !== 'error') continue;
        cells[task] = 'pending';
        onChange?.(index, task);
      }
      this.errors.delete(index);
      this.setItem(index, 'pending');
      onChange?.(index, null);
    }
    return count;
  }

  /** After a restart: codes that were in flight go back to pending; done tasks stay done. */
  resetInFlight(): number {
    let count = 0;
    for (let index = 0; index < this.items.length; index++) {
      const cells = this.cells[index];
      for (let task = 0; task < cells.length; task++)
        if (cells[task] === 'running') cells[task] = 'pending';
      if (this.items[index] === 'running') {
        this.setItem(index, 'pending');
        count++;
      }
    }
    return count;
  }

  hasErrors(): boolean {
    return this.counts.failed > 0;
  }

  /** Replays one journal record; unknown or malformed records are ignored. */
  apply(record: Record<string, unknown>): void {
    const index = Number(record.i);
    const task = Number(record.t);
    const validCell =
      Number.isInteger(index) &&
      index >= 0 &&
      index < this.items.length &&
      Number.isInteger(task) &&
      task >= 0 &&
      task < this.input.tasks.length;
    switch (record.k) {
      case 'st':
        if (record.s === 'running' || record.s === 'paused' || record.s === 'finished') {
          this.status = record.s;
          this.finishedAt = record.s === 'finished' ? Number(record.at) : null;
        }
        return;
      case 'cc': {
        const n = Number(record.n);
        if (Number.isInteger(n) && n >= 1 && n <= 10) this.concurrency = n;
        return;
      }
      case 'go':
        // In flight at the time: replay leaves it pending, the code is taken again.
        return;
      case 'ok':
        if (validCell) this.settleCell(index, task, null);
        return;
      case 'er': {
        const error = taskErrorSchema.safeParse(record.e);
        if (validCell && error.success) this.settleCell(index, task, error.data);
        return;
      }
      case 'retry':
        this.retryFailed();
        return;
    }
  }

  errorEntries(): RunErrorEntry[] {
    const entries: RunErrorEntry[] = [];
    const sorted = [...this.errors.entries()].sort(([a], [b]) => a - b);
    for (const [index, byTask] of sorted) {
      for (const [task, error] of [...byTask.entries()].sort(([a], [b]) => a - b)) {
        entries.push({ index, code: this.input.codes[index], task: this.input.tasks[task], error });
      }
    }
    return entries;
  }

  snapshot(): RunSnapshot {
    const errors = this.errorEntries();
    return {
      id: this.id,
      input: this.input,
      status: this.status,
      concurrency: this.concurrency,
      createdAt: this.createdAt,
      finishedAt: this.finishedAt,
      items: this.input.codes.map((code, index) => ({
        code,
        state: this.items[index],
        cells: [...this.cells[index]],
      })),
      itemsFrom: 0,
      errors,
      errorCount: errors.length,
      counts: { ...this.counts },
      restored: this.restored,
    };
  }
}
