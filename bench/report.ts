import { loadavg } from 'node:os';

/** The machine's 1-minute load average when this bench process started: how quiet it was. */
const loadAtStart = Math.round(loadavg()[0] * 100) / 100;

/** The target of a figure no issue has set one for, such as a floor (NaN prints as null). */
export const NO_TARGET = Number.NaN;

/**
 * One JSON line per figure (ARCHITECTURE §7): what `npm run bench` prints, with the load
 * average at the start, and the runs' spread when the figure is a median.
 */
export function report(
  metric: string,
  value: number,
  unit: string,
  target: number,
  /** The runs the median came from, so the line also says their spread (min and max). */
  runs?: readonly number[],
  /** More context for the figure (e.g. the ideal a ratio divides by). */
  extra: Record<string, number> = {},
): void {
  // A ratio's target sits a few thousandths above 1 (1.03): two decimals could not tell.
  const scale = unit === 'ratio' ? 1000 : 100;
  const round = (n: number) => Math.round(n * scale) / scale;
  const spread = runs?.length
    ? { runs: runs.length, min: round(Math.min(...runs)), max: round(Math.max(...runs)) }
    : {};
  const more = Object.fromEntries(Object.entries(extra).map(([key, v]) => [key, round(v)]));
  console.log(
    JSON.stringify({
      metric,
      value: round(value),
      unit,
      target,
      ...spread,
      ...more,
      loadAverage: loadAtStart,
    }),
  );
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * A figure taken on both profiles in one run (lower is better): `local.<figure>` against its
 * own target, then `firebase.<figure>` against `ratio` times the local median (the emulator
 * is slower than production), or `cap` where that is stricter, with both medians and their
 * ratio. Null Firebase runs (no emulator): the local line only.
 */
export function reportBesideLocal(
  figure: string,
  runs: { local: number[]; firebase: number[] | null },
  targets: { local: number; ratio: number; cap?: number },
  extra: Record<string, number> = {},
): void {
  const local = median(runs.local);
  report(`local.${figure}`, local, 'ms', targets.local, runs.local, extra);
  if (!runs.firebase) return;
  const firebase = median(runs.firebase);
  const target = Math.min(Math.round(local * targets.ratio), targets.cap ?? Infinity);
  report(`firebase.${figure}`, firebase, 'ms', target, runs.firebase, {
    ...extra,
    local,
    ratioToLocal: firebase / local,
  });
}
