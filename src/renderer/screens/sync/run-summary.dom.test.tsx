import { screen } from '@testing-library/react';
import { render, renderHook } from '../../test-support/render';
import { describe, expect, it } from 'vitest';
import type { RunSnapshot } from '../../../shared/sync/run-state';
import { formatDuration } from '../../../shared/format/pt-br-format';
import { RunSummary, useThroughput } from './run-summary';
import { makeRun } from './test-support/sync-screen-harness';
import { readAccounts } from './use-bling-accounts';

const codes = Array.from({ length: 100 }, (_, i) => String(1000 + i));

/** The run with its first `finished` codes done. */
const progressed = (finished: number, extra: Partial<RunSnapshot> = {}) =>
  makeRun(
    codes,
    ['bling-warehouse'],
    (code) => (Number(code) - 1000 < finished ? 'ok' : 'pending'),
    extra,
  );

describe('useThroughput', () => {
  it('measures products per minute over the samples and estimates the time left', () => {
    let now = 0;
    const clock = () => now;
    const { result, rerender } = renderHook(({ run }) => useThroughput(run, clock), {
      initialProps: { run: progressed(0) },
    });
    expect(result.current).toEqual({ perMinute: null, etaMs: null });
    now = 30_000;
    rerender({ run: progressed(10) });
    expect(result.current.perMinute).toBeCloseTo(20);
    // 90 left at 20 a minute.
    expect(result.current.etaMs).toBeCloseTo(4.5 * 60_000);
  });

  it('shows nothing while paused, and starts over for a new run', () => {
    let now = 0;
    const clock = () => now;
    const { result, rerender } = renderHook(({ run }) => useThroughput(run, clock), {
      initialProps: { run: progressed(0) },
    });
    now = 10_000;
    rerender({ run: progressed(5, { status: 'paused' }) });
    expect(result.current).toEqual({ perMinute: null, etaMs: null });
    now = 20_000;
    rerender({ run: progressed(5, { id: 'run-2' }) });
    expect(result.current).toEqual({ perMinute: null, etaMs: null });
  });
});

describe('RunSummary', () => {
  it('writes Produtos/min with the pt-BR decimal comma', () => {
    let now = 0;
    const clock = () => now;
    const view = render(<RunSummary run={progressed(0)} lastError={null} now={clock} />);
    // 10 products in 1.037 s: 578.592… a minute.
    now = 1_037;
    view.rerender(<RunSummary run={progressed(10)} lastError={null} now={clock} />);
    expect(screen.getByText('578,6')).toBeTruthy();
    expect(screen.queryByText('578.6')).toBeNull();
  });
});

describe('formatDuration', () => {
  it('uses the largest units that matter', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(12_400)).toBe('12 s');
    expect(formatDuration(65_000)).toBe('1 min 05 s');
    expect(formatDuration(3_900_000)).toBe('1 h 05 min');
    expect(formatDuration(-5)).toBe('0 s');
  });
});

describe('readAccounts', () => {
  it('keeps each account at its stored index and skips malformed ones', () => {
    expect(
      readAccounts({
        accounts: [{ description: 'A' }, null, { description: '' }, { description: 'D' }, 7],
      }),
    ).toEqual([
      { index: 0, description: 'A' },
      { index: 3, description: 'D' },
    ]);
  });

  it('is empty for a missing document or a non-list field', () => {
    expect(readAccounts(null)).toEqual([]);
    expect(readAccounts({ accounts: 'x' })).toEqual([]);
  });
});
