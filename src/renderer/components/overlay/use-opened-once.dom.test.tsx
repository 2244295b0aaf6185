import { renderHook } from '../../test-support/render';
import { describe, expect, it } from 'vitest';
import { useOpenedOnce } from './use-opened-once';

describe('useOpenedOnce', () => {
  it('is false until the first open, then stays true after closing', () => {
    const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), {
      initialProps: { open: false },
    });
    expect(result.current).toBe(false);
    rerender({ open: true });
    expect(result.current).toBe(true);
    rerender({ open: false });
    expect(result.current).toBe(true);
  });

  it('is true at once for an overlay that starts open', () => {
    const { result } = renderHook(() => useOpenedOnce(true));
    expect(result.current).toBe(true);
  });
});
