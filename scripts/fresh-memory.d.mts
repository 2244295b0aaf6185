export function freshMemoryTouchMs(mib?: number): number;
export function freshMemoryProbe(
  runs?: number,
  mib?: number,
): { median: number; min: number; max: number };
export const SLOW_FRESH_MEMORY_MS: number;
