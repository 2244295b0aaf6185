import { useSyncExternalStore } from 'react';

/** How often relative times move on: dayjs's wording changes at most once a minute past 45 s. */
export const TICK_MS = 30_000;

let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of [...listeners]) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

function snapshot(): number {
  // Nobody ticking: a first reader must not see the time the last ticker stopped at.
  if (timer === null && Date.now() - now >= TICK_MS) now = Date.now();
  return now;
}

/**
 * One shared clock for every relative time on screen: one interval however many rows, and
 * each tick re-renders only the components that read it (the small time labels), never the
 * list around them.
 */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot);
}
