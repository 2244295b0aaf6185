/**
 * Coalesces a stream of items into at most one message per interval (default 100 ms,
 * so ≤ 10 messages a second per stream, whatever the volume). Timers are injected so
 * it runs the same in Node, the web host and tests.
 */
export interface EventBatcher<T> {
  push(item: T): void;
  flush(): void;
  dispose(): void;
}

export interface BatcherTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export function createEventBatcher<T>(
  send: (items: T[]) => void,
  intervalMs = 100,
  timers: BatcherTimers = {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  },
): EventBatcher<T> {
  let pending: T[] = [];
  let timer: unknown = null;
  const flush = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    if (pending.length === 0) return;
    const items = pending;
    pending = [];
    send(items);
  };
  return {
    push(item) {
      pending.push(item);
      if (timer === null) timer = timers.setTimeout(flush, intervalMs);
    },
    flush,
    dispose() {
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      pending = [];
    },
  };
}
