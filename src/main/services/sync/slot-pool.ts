import pLimit from 'p-limit';
import { DEFAULT_CONCURRENCY } from '../../../shared/sync/constants';
import type { RunModel } from './run-model';

export interface SlotPoolOptions {
  /** The run slots work for; a slot whose run was replaced or paused does nothing. */
  currentRun(): RunModel | null;
  isDisposed(): boolean;
  /** Runs one code and its delay; the slot is held until it resolves. */
  runOne(model: RunModel, index: number): Promise<void>;
  /** After each slot and each pump: the engine finishes the run when nothing is left. */
  settled(model: RunModel): void;
  log(message: string): void;
}

export interface SlotPool {
  /** Tops the queue up for a running run, then lets the engine check for the end. */
  pump(): void;
  /** Drops queued slots (they hold no code yet); in-flight ones finish. */
  clearQueue(): void;
  setConcurrency(n: number): void;
  /** Slots holding a code (running it or waiting its delay). */
  activeSlots(): number;
  /** Resolves once no slot holds a code. */
  idle(): Promise<void>;
}

/**
 * The p-limit pool of the bulk sync: at most N queued slots (N = concurrency), never more
 * than the codes left. A slot takes whichever code is next when it starts (not one fixed at
 * queue time), so pause (clear the queue), retry and restore only need another pump, and
 * p-limit applies a concurrency change to the queued slots. A 10,000-code run never holds
 * 10,000 queued closures.
 */
export function createSlotPool(options: SlotPoolOptions): SlotPool {
  const limit = pLimit(DEFAULT_CONCURRENCY);
  let active = 0;
  let idleWaiters: Array<() => void> = [];

  function notifyIdle(): void {
    if (active > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  async function slot(model: RunModel): Promise<void> {
    if (options.currentRun() !== model || model.status !== 'running' || options.isDisposed()) {
      return;
    }
    const index = model.takeNext();
    if (index < 0) return;
    active++;
    try {
      await options.runOne(model, index);
    } catch (error) {
      options.log(`sync worker stopped: ${String(error)}`);
    } finally {
      active--;
      pump();
      options.settled(model);
      notifyIdle();
    }
  }

  function pump(): void {
    const model = options.currentRun();
    if (!model || options.isDisposed()) return;
    if (model.status === 'running') {
      const wanted = Math.min(model.counts.pending, model.concurrency);
      for (let queued = limit.pendingCount; queued < wanted; queued++) {
        void limit(() => slot(model));
      }
    }
    options.settled(model);
  }

  return {
    pump,
    clearQueue: () => limit.clearQueue(),
    setConcurrency: (n) => {
      limit.concurrency = n;
    },
    activeSlots: () => active,
    idle: () =>
      active === 0 ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve)),
  };
}
