import { render } from '../../../test-support/render';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applySyncDeltas } from '../../../../shared/sync/sync-mirror';
import { syncTaskIds } from '../../../../shared/sync/task-catalogue';
import { makeRun } from '../test-support/sync-screen-harness';
import { stubGridViewport } from '../test-support/grid-viewport';
import { SyncGrid } from './sync-grid';

/** Codes of the rows rendered, in order: the grid's row component, counted. */
const rendered = vi.hoisted(() => ({ codes: [] as string[] }));
vi.mock('./grid-row', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./grid-row')>();
  const { createElement, memo } = await import('react');
  const inner = actual.GridRow as unknown as {
    type: (props: { row: { code: string } }) => unknown;
  };
  // The same memo comparison as the real row, with a count of the renders it lets through.
  const GridRow = memo((props: Parameters<typeof inner.type>[0]) => {
    rendered.codes.push(props.row.code);
    return createElement(inner.type as never, props as never);
  });
  return { ...actual, GridRow };
});

describe('SyncGrid renders', () => {
  let restoreViewport: () => void;
  beforeAll(() => (restoreViewport = stubGridViewport()));
  afterAll(() => restoreViewport());

  it('re-renders only the rows a batch of deltas changed', () => {
    const codes = Array.from({ length: 5_000 }, (_, i) => String(100_000 + i));
    const run = makeRun(codes, [...syncTaskIds.slice(0, 10)]);
    const snapshot = { run, send: null, lastError: null };
    const view = render(<SyncGrid run={run} />);
    expect(rendered.codes.length).toBeGreaterThan(10);

    rendered.codes = [];
    const next = applySyncDeltas(snapshot, [
      { type: 'cell', index: 3, task: 0, state: 'running' },
      { type: 'cell', index: 5, task: 9, state: 'ok' },
    ]);
    view.rerender(<SyncGrid run={next.run!} />);
    expect(rendered.codes.sort()).toEqual(['100003', '100005']);
  });
});
