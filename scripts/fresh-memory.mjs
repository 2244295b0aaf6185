/* global Buffer, performance */
// How fast this machine hands a process memory it has never touched: the page faults that
// every Chromium renderer, test worker and V8 heap pays for as it grows. Our CI machines differ
// here by an order of magnitude (128 MiB in a few tens of ms on most, 0.4-0.8 s on some), and
// timings follow: the same tree's `npm test` took about twice as long on the slow kind. Printed
// beside `npm test`'s time and with the benches' figures, so they can be read for the machine.

const MIB = 1024 * 1024;
const PAGE = 4096;

/** Milliseconds to write one byte into each page of `mib` MiB that no one has touched yet. */
export function freshMemoryTouchMs(mib = 128) {
  // Large and uninitialised: mapped from the kernel on allocation, faulted in by the writes.
  const fresh = Buffer.allocUnsafeSlow(mib * MIB);
  const started = performance.now();
  for (let at = 0; at < fresh.length; at += PAGE) fresh[at] = 1;
  return performance.now() - started;
}

/** Several probes, each of fresh memory: their median, minimum and maximum, in whole ms. */
export function freshMemoryProbe(runs = 3, mib = 128) {
  const times = Array.from({ length: runs }, () => freshMemoryTouchMs(mib)).sort((a, b) => a - b);
  return {
    median: Math.round(times[Math.floor(times.length / 2)]),
    min: Math.round(times[0]),
    max: Math.round(times[times.length - 1]),
  };
}

/** Above this, the machine is of the slow kind (see README, "Run every test"). */
export const SLOW_FRESH_MEMORY_MS = 200;
