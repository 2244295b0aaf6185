import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '../test-support/render';
import { usePrefersReducedMotion } from './use-prefers-dark';

/** A media query list whose answer the test changes, as the OS setting would. */
function fakeMediaQuery(initially: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initially,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const spy = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    expect(query).toBe('(prefers-reduced-motion: reduce)');
    return list as unknown as MediaQueryList;
  });
  const change = (matches: boolean) => {
    list.matches = matches;
    listeners.forEach((listener) => listener());
  };
  return { spy, change, listeners };
}

describe('usePrefersReducedMotion', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows the system setting live, and stops listening when unmounted', () => {
    const media = fakeMediaQuery(false);
    const { result, unmount } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
    act(() => media.change(true));
    expect(result.current).toBe(true);
    unmount();
    expect(media.listeners.size).toBe(0);
  });
});
