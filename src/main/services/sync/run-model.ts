import { z } from 'zod';
import { preparedRunSchema, type PreparedRun } from '../../../shared/sync/run-input';
import { windowBounds, type RowWindow } from '../../../shared/sync/run-window';
import {
  cellStateSchema,
  itemStateSchema,
  taskErrorSchema,
  type CellState,
  type ItemState,
  type RunCounts,
  type RunErrorEntry,
  type RunItem,
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

/** State codes: a row is one byte per code and one per cell, not strings in arrays. */
const ITEM_STATES = itemStateSchema.options;
const CELL_STATES = cellStateSchema.options;
const itemCode = Object.fromEntries(ITEM_STATES.map((state, code) => [state, code])) as Record<
  ItemState,
  number
>;
const cellCode = Object.fromEntries(CELL_STATES.map((state, code) => [state, code])) as Record<
  CellState,
  number
>;

/**
 * The in-memory state of one run. Live transitions and journal replay go through the same
 * methods, so a restored run is exactly the run that was persisted. Rows are compact (a byte
 * per state, the cells of all codes in one array): a 20,000-code run holds its codes and a few
 * hundred kilobytes, and a row's objects exist only in a snapshot of it.
 */
export class RunModel {
  private readonly itemStates: Uint8Array;
  /** Code `index`'s task `task` at `index * taskCount + task`. */
  private readonly cellStates: Uint8Array;
  private readonly taskCount: number;
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
    this.taskCount = input.tasks.length;
    // Zero is 'pending' for both: a new run starts with every code and cell pending.
    this.itemStates = new Uint8Array(input.codes.length);
    this.cellStates = new Uint8Array(input.codes.length * this.taskCount);
    this.concurrency = input.concurrency;
    this.counts = {
      total: input.codes.length,
      pending: input.codes.length,
      running: 0,
      done: 0,
      failed: 0,
    };
  }

  get size(): number {
    return this.itemStates.length;
  }

  item(index: number): ItemState {
    return ITEM_STATES[this.itemStates[index]];
  }

  cell(index: number, task: number): CellState {
    return CELL_STATES[this.cellStates[index * this.taskCount + task]];
  }

  setCell(index: number, task: number, state: CellState): void {
    this.cellStates[index * this.taskCount + task] = cellCode[state];
  }

  /** The code's cells in task order. */
  cellsOf(index: number): CellState[] {
    const cells: CellState[] = [];
    for (let task = 0; task < this.taskCount; task++) cells.push(this.cell(index, task));
    return cells;
  }

  private hasCell(index: number, state: CellState): boolean {
    const code = cellCode[state];
    const start = index * this.taskCount;
    for (let at = start; at < start + this.taskCount; at++) {
      if (this.cellStates[at] === code) return true;
    }
    return false;
  }

  /** What a code comes to once none of its tasks is pending or running. */
  settledState(index: number): ItemState {
    return this.hasCell(index, 'error') ? 'failed' : 'done';
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
    const previous = this.item(index);
    if (previous === state) return;
    this.counts[previous]--;
    this.counts[state]++;
    this.itemStates[index] = itemCode[state];
    if (state === 'pending' && index < this.cursor) this.cursor = index;
  }

  /** The next code neither done, failed nor in flight, marked running; -1 when none. */
  takeNext(): number {
    const pending = itemCode.pending;
    const items = this.itemStates;
    while (this.cursor < items.length && items[this.cursor] !== pending) this.cursor++;
    if (this.cursor >= items.length) return -1;
    const index = this.cursor++;
    this.setItem(index, 'running');
    return index;
  }

  /** Records a task result; returns the code's new state when all its tasks are finished. */
  settleCell(index: number, task: number, error: TaskError | null): ItemState | null {
    this.setCell(index, task, error ? 'error' : 'ok');
    if (error) {
      let byTask = this.errors.get(index);
      if (!byTask) this.errors.set(index, (byTask = new Map()));
      byTask.set(task, error);
    } else {
      this.errors.get(index)?.delete(task);
    }
    if (this.hasCell(index, 'pending') || this.hasCell(index, 'running')) return null;
    const state = this.settledState(index);
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
    for (let index = 0; index < this.size; index++) {
      if (this.item(index) !== 'failed') continue;
      count++;
      for (let task = 0; task < this.taskCount; task++) {
        if (this.cell(index, task) !== 'error') continue;
        this.setCell(index, task, 'pending');
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
    for (let index = 0; index < this.size; index++) {
      for (let task = 0; task < this.taskCount; task++)
        if (this.cell(index, task) === 'running') this.setCell(index, task, 'pending');
      if (this.item(index) === 'running') {
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
      index < this.size &&
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

  /** The run's errors in code and task order; of the codes [from, to) only, when given. */
  errorEntries(from = 0, to = this.size): RunErrorEntry[] {
    const entries: RunErrorEntry[] = [];
    const indexes = [...this.errors.keys()].filter((index) => index >= from && index < to);
    for (const index of indexes.sort((a, b) => a - b)) {
      const byTask = this.errors.get(index)!;
      for (const [task, error] of [...byTask.entries()].sort(([a], [b]) => a - b)) {
        entries.push({ index, code: this.input.codes[index], task: this.input.tasks[task], error });
      }
    }
    return entries;
  }

  /**
   * The run as windows see it: every row, or the rows of one window (and their errors), built
   * for that window alone.
   */
  snapshot(window?: RowWindow): RunSnapshot {
    const { from, to } = window ? windowBounds(this.size, window) : { from: 0, to: this.size };
    const items: RunItem[] = [];
    for (let index = from; index < to; index++) {
      items.push({
        code: this.input.codes[index],
        state: this.item(index),
        cells: this.cellsOf(index),
      });
    }
    return {
      id: this.id,
      input: this.input,
      status: this.status,
      concurrency: this.concurrency,
      createdAt: this.createdAt,
      finishedAt: this.finishedAt,
      items,
      itemsFrom: window ? Math.min(window.from, this.size) : 0,
      errors: this.errorEntries(from, to),
      errorCount: this.errorCount(),
      counts: { ...this.counts },
      restored: this.restored,
    };
  }
}
