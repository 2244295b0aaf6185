/** One JSON line per figure (ARCHITECTURE §7): what `npm run bench` prints. */
export function report(metric: string, value: number, unit: string, target: number): void {
  console.log(JSON.stringify({ metric, value: Math.round(value * 100) / 100, unit, target }));
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
