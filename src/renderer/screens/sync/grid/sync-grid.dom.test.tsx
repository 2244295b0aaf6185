import type { ReactElement, ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render as renderPlain } from '../../../test-support/render';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncTaskIds, syncTask } from '../../../../shared/sync/task-catalogue';
import { texts } from '../../../../shared/texts/pt-BR';
import { resetSyncStore, useSyncStore } from '../../../stores/sync-store';
import { SyncGrid } from './sync-grid';
import { httpError, makeRun } from '../test-support/sync-screen-harness';
import { stubGridViewport } from '../test-support/grid-viewport';

const t = texts.sync.screen;

// No motion, so a closed dialog leaves the DOM at once.
const wrapper = ({ children }: { children: ReactNode }) => (
  <ConfigProvider theme={{ token: { motion: false } }}>{children}</ConfigProvider>
);
const render = (ui: ReactElement) => renderPlain(ui, { wrapper });

describe('SyncGrid', () => {
  let restoreViewport: () => void;
  beforeAll(() => (restoreViewport = stubGridViewport()));
  afterAll(() => restoreViewport());

  it('renders only a window of a 5,000 × 10 run, not every row', () => {
    const codes = Array.from({ length: 5000 }, (_, i) => String(100000 + i));
    const tasks = syncTaskIds.slice(0, 10);
    const run = makeRun(codes, [...tasks], (code, task) =>
      code === '100000' && task === 9 ? 'error' : 'ok',
    );
    render(<SyncGrid run={run} />);
    const grid = screen.getByRole('grid', { name: t.grid });
    expect(grid.getAttribute('aria-rowcount')).toBe('5001');
    // A header and a window of rows: 420 px of 37 px rows, plus overscan.
    const rows = within(grid).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(40);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      t.code,
      ...tasks.map((id) => syncTask(id).label),
    ]);
    expect(
      screen.getByRole('button', {
        name: t.cellLabel('100000', syncTask(tasks[9]).label, t.cell.error),
      }),
    ).toBeTruthy();
    expect(screen.queryByText('104999')).toBeNull();
  });

  it('closes the detail when a retry clears the error it shows', async () => {
    const codes = ['1011'];
    const failed = makeRun(codes, ['bling-warehouse'], () => 'error');
    const view = render(<SyncGrid run={failed} />);
    const label = syncTask('bling-warehouse').label;
    fireEvent.click(screen.getByRole('button', { name: t.cellLabel('1011', label, t.cell.error) }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(httpError.bodyExcerpt)).toBeTruthy();

    view.rerender(<SyncGrid run={makeRun(codes, ['bling-warehouse'], () => 'running')} />);
    await waitFor(() => expect(screen.queryByText(httpError.bodyExcerpt)).toBeNull());
    expect(screen.getByLabelText(t.cellLabel('1011', label, t.cell.running))).toBeTruthy();

    // Failing again shows the red icon, not a dialog nobody asked for.
    view.rerender(<SyncGrid run={failed} />);
    expect(
      screen.getByRole('button', { name: t.cellLabel('1011', label, t.cell.error) }),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when a failure made no call and got no answer', () => {
    const run = makeRun(['9999'], ['tstock'], () => 'error');
    run.errors[0].error = {
      kind: 'no_company',
      message: texts.sync.run.noCompany('9999'),
      status: 0,
      url: '',
      durationMs: 0,
      bodyExcerpt: '',
    };
    render(<SyncGrid run={run} />);
    fireEvent.click(
      screen.getByRole('button', {
        name: t.cellLabel('9999', syncTask('tstock').label, t.cell.error),
      }),
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(texts.sync.run.noCompany('9999'))).toBeTruthy();
    expect(within(dialog).getByText(t.errorFields.noStatus)).toBeTruthy();
    expect(within(dialog).getByText(t.errorFields.noUrl)).toBeTruthy();
    expect(within(dialog).getByText(t.errorFields.noBody)).toBeTruthy();
  });

  it('shows rows outside the loaded window as loading, and asks for them when scrolled to', () => {
    const codes = Array.from({ length: 2_000 }, (_, i) => String(100000 + i));
    const full = makeRun(codes, ['bling-warehouse'], () => 'ok');
    // Rows 1,000..1,299 are loaded; the grid opens at the top, which is not.
    const run = { ...full, items: full.items.slice(1_000, 1_300), itemsFrom: 1_000, errors: [] };
    const asked: Array<[number, number]> = [];
    useSyncStore.setState({ showRows: (first, last) => asked.push([first, last]) });
    render(<SyncGrid run={run} />);
    const label = syncTask('bling-warehouse').label;
    expect(screen.getByLabelText(t.cellLabel('100000', label, t.cell.loading))).toBeTruthy();
    expect(screen.queryByLabelText(t.cellLabel('100000', label, t.cell.ok))).toBeNull();

    expect(asked.at(-1)?.[0]).toBe(0);

    // Scrolled to row 1,000 (60 px of header, 37 px a row): the rows from there are asked for,
    // with a few rows of overscan on each side.
    const grid = screen.getByRole('grid', { name: t.grid });
    grid.scrollTop = 60 + 37 * 1_000;
    fireEvent.scroll(grid);
    const [first, last] = asked.at(-1)!;
    expect(first).toBeGreaterThanOrEqual(990);
    expect(first).toBeLessThanOrEqual(1_000);
    expect(last).toBeGreaterThanOrEqual(1_011);
    expect(last).toBeLessThan(1_030);
    resetSyncStore();
  });
});
