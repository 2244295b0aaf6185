import { describe, expect, it, vi } from 'vitest';
import { createPendingSources } from './pending-sources';

describe('createPendingSources', () => {
  it('is pending while any source is, and tells its listeners only on a change', () => {
    const sources = createPendingSources();
    const listener = vi.fn();
    sources.subscribe(listener);
    expect(sources.isPending()).toBe(false);

    sources.report('main', true);
    sources.report('main', true);
    sources.report('content/home', true);
    expect(sources.isPending()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);

    sources.report('main', false);
    expect(sources.isPending()).toBe(true);
    sources.report('content/home', false);
    sources.report('content/home', false);
    expect(sources.isPending()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('clears every source at once, and an unsubscribed listener hears nothing more', () => {
    const sources = createPendingSources();
    const listener = vi.fn();
    const unsubscribe = sources.subscribe(listener);
    sources.clear();
    expect(listener).not.toHaveBeenCalled();

    sources.report('main', true);
    sources.report('content/home', true);
    sources.clear();
    expect(sources.isPending()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    sources.report('main', true);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
