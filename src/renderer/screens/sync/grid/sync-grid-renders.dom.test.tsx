import { render } from '../../../test-support/render';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySyncDeltas } from '../../../../shared/sync/sync-mirror';
import { syncTaskIds } from '../../../../shared/sync/task-catalogue';
import { makeRun } from '../test-support/sync-screen-harness';
import { stubGridViewport } from '../test-support/grid-viewport';
import { countRenders } from '../../../test-support/render-counts';
import { GridRow } from './grid-row';
import { SyncGrid } from './sync-grid';

describe('SyncGrid renders', () => {
  let restoreViewport: () => void;
  beforeAll(() => (restoreViewport = stubGridViewport()));
  afterAll(() => restoreViewport());

  it('re-renders only the rows a batch of deltas changed', () => {
    const codes = Array.from({ length: 5_000 }, (_, i) => String(100_000 + i));
    const run = makeRun(codes, [...syncTaskIds.slice(0, 10)]);
    const snapshot = { run, send: null, lastError: null };
    // The grid's memoized row: counted when it draws, per row code.
    const rendered = countRenders(GridRow, (props) => props.row.code);
    const view = render(<SyncGrid run={run} />);
    expect(rendered.total).toBeGreaterThan(10);

    rendered.reset();
    const next = applySyncDeltas(snapshot, [
      { type: 'cell', index: 3, task: 0, state: 'running' },
      { type: 'cell', index: 5, task: 9, state: 'ok' },
    ]);
    view.rerender(<SyncGrid run={next.run!} />);
    // Each once: the same list of codes as one entry per render.
    expect(Object.fromEntries(rendered.byKey)).toEqual({ '100003': 1, '100005': 1 });
  });
});
