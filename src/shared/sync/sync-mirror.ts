import type { RunErrorEntry, RunSnapshot, SyncDelta, SyncSnapshot } from './run-state';

/**
 * Applies a batch of engine deltas to a snapshot, for a window's mirror of the run. Pure and
 * copy-on-write (one new items array per batch, new objects only for changed rows), so a
 * React store can hand the result straight to a virtualized grid. Applying a delta twice is
 * harmless: a snapshot taken mid-stream may already hold a change whose delta follows.
 * The mirror may hold only a window of rows (`itemsFrom` on): changes to other rows reach it
 * through the `counts` delta that closes each batch, and through the next window it loads.
 */
export function applySyncDeltas(
  snapshot: SyncSnapshot,
  deltas: readonly SyncDelta[],
): SyncSnapshot {
  let run = snapshot.run;
  let send = snapshot.send;
  let lastError = snapshot.lastError;
  let items: RunSnapshot['items'] | null = null;
  let errors: RunErrorEntry[] | null = null;
  let counts: RunSnapshot['counts'] | null = null;
  let errorCount: number | null = null;
  const copied = new Set<number>();

  /** The loaded row for a run index, copied once per batch; null outside the window. */
  const draftItem = (current: RunSnapshot, index: number) => {
    const local = index - current.itemsFrom;
    if (local < 0 || local >= current.items.length) return null;
    items ??= [...current.items];
    if (!copied.has(local)) {
      const item = items[local];
      items[local] = { ...item, cells: [...item.cells] };
      copied.add(local);
    }
    return items[local];
  };

  for (const delta of deltas) {
    switch (delta.type) {
      case 'run':
        run = delta.run;
        items = null;
        errors = null;
        counts = null;
        errorCount = null;
        copied.clear();
        lastError = null;
        break;
      case 'send':
        send = delta.send;
        break;
      case 'error':
        lastError = delta.message;
        break;
      case 'status':
        if (run)
          run = {
            ...run,
            status: delta.status,
            concurrency: delta.concurrency,
            finishedAt: delta.finishedAt,
          };
        break;
      case 'counts':
        counts = { ...delta.counts };
        errorCount = delta.errorCount;
        break;
      case 'item': {
        if (!run) break;
        const item = draftItem(run, delta.index);
        if (!item || item.state === delta.state) break;
        counts ??= { ...run.counts };
        counts[item.state]--;
        counts[delta.state]++;
        item.state = delta.state;
        break;
      }
      case 'cell': {
        if (!run) break;
        const item = draftItem(run, delta.index);
        if (!item) break;
        const previous = item.cells[delta.task];
        item.cells[delta.task] = delta.state;
        if (previous !== 'error' && delta.state !== 'error') break;
        errors ??= [...run.errors];
        const tasks = run.input.tasks;
        const at = errorPosition(errors, tasks, delta.index, delta.task);
        const present =
          at < errors.length &&
          errors[at].index === delta.index &&
          errors[at].task === tasks[delta.task];
        if (present) errors.splice(at, 1);
        errorCount ??= run.errorCount;
        if (present) errorCount--;
        if (delta.state === 'error' && delta.error) {
          errorCount++;
          errors.splice(at, 0, {
            index: delta.index,
            code: item.code,
            task: tasks[delta.task],
            error: delta.error,
          });
        }
        break;
      }
    }
    if (run && (items || errors || counts || errorCount !== null)) {
      run = {
        ...run,
        ...(items ? { items } : {}),
        ...(errors ? { errors } : {}),
        ...(counts ? { counts } : {}),
        ...(errorCount !== null ? { errorCount } : {}),
      };
    }
  }
  return { run, send, lastError };
}

/** Where (code index, task position) sits in the engine's error order: binary search. */
function errorPosition(
  errors: readonly RunErrorEntry[],
  tasks: readonly string[],
  index: number,
  task: number,
): number {
  let low = 0;
  let high = errors.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const entry = errors[middle];
    const before =
      entry.index < index || (entry.index === index && tasks.indexOf(entry.task) < task);
    if (before) low = middle + 1;
    else high = middle;
  }
  return low;
}
