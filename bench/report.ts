/** One JSON line per figure (ARCHITECTURE §7): what `npm run bench` prints. */
export function report(
  metric: string,
  value: number,
  unit: string,
  target: number,
  /** The runs the median came from, so the line also says their spread (min and max). */
  runs?: readonly number[],
): void {
  const round = (n: number) => Math.round(n * 100) / 100;
  const spread = runs?.length
    ? { runs: runs.length, min: round(Math.min(...runs)), max: round(Math.max(...runs)) }
    : {};
  console.log(JSON.stringify({ metric, value: round(value), unit, target, ...spread }));
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
