import { describe, expect, it } from 'vitest';
import { freshMemoryProbe, freshMemoryTouchMs } from '../../scripts/fresh-memory.mjs';

describe('the fresh-memory probe', () => {
  it('times a touch of every page, longer for more pages', () => {
    // 1 MiB against 64 MiB: the pages, not a fixed cost, make the time.
    const small = Math.min(freshMemoryTouchMs(1), freshMemoryTouchMs(1));
    const large = Math.min(freshMemoryTouchMs(64), freshMemoryTouchMs(64));
    expect(small).toBeGreaterThanOrEqual(0);
    expect(large).toBeGreaterThan(small);
  });

  it('reports the median of its runs between their minimum and maximum', () => {
    const probe = freshMemoryProbe(3, 8);
    expect(probe.min).toBeLessThanOrEqual(probe.median);
    expect(probe.median).toBeLessThanOrEqual(probe.max);
  });
});
