import { loadavg } from 'node:os';

/** The machine's 1-minute load average when this bench process started: how quiet it was. */
const loadAtStart = Math.round(loadavg()[0] * 100) / 100;

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
  const round = (n: number) => Math.round(n * 100) / 100;
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
