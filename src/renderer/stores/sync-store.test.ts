import { beforeEach, describe, expect, it } from 'vitest';
import type { SyncDelta, SyncSnapshot } from '../../shared/sync/run-state';
import { createFakeBridge } from '../../../tests/support/fake-bridge';
import { makeRun } from '../screens/sync/test-support/sync-screen-harness';
import { SYNC_WINDOW_ROWS } from '../../shared/sync/run-window';
import { connectSyncMirror, resetSyncStore, useSyncStore, windowAround } from './sync-store';

const snapshotOf = (run = makeRun(['1011', '1012'], ['bling-warehouse'])): SyncSnapshot => ({
  run,
  send: null,
  lastError: null,
});

/** A getState whose answer the test releases when it wants. */
function deferredSnapshot(fake: ReturnType<typeof createFakeBridge>) {
  let release!: (snapshot: SyncSnapshot) => void;
  let fail!: (error: Error) => void;
  fake.script(
    'sync.getState',
    () =>
      new Promise<SyncSnapshot>((resolve, reject) => {
        release = resolve;
        fail = reject;
      }),
  );
  return { release: (s: SyncSnapshot) => release(s), fail: (e: Error) => fail(e) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('sync mirror store', () => {
  beforeEach(() => resetSyncStore());

  it('takes the snapshot, then applies delta batches on top of it', async () => {
    const fake = createFakeBridge();
    const pending = deferredSnapshot(fake);
    const stop = connectSyncMirror(fake.bridge);
    pending.release(snapshotOf());
    await flush();
    expect(useSyncStore.getState().snapshot?.run?.items[0].cells).toEqual(['pending']);

    fake.emit('sync.delta', [
      { type: 'cell', index: 0, task: 0, state: 'ok' },
      { type: 'item', index: 0, state: 'done' },
    ]);
    const run = useSyncStore.getState().snapshot!.run!;
    expect(run.items[0]).toMatchObject({ state: 'done', cells: ['ok'] });
    expect(run.counts).toMatchObject({ done: 1, pending: 1 });
    stop();
  });

  it('subscribes before asking and applies the batches that came first after the snapshot', async () => {
    const fake = createFakeBridge();
    const pending = deferredSnapshot(fake);
    const stop = connectSyncMirror(fake.bridge);
    const early: SyncDelta[] = [
      { type: 'cell', index: 1, task: 0, state: 'running' },
      { type: 'item', index: 1, state: 'running' },
    ];
    fake.emit('sync.delta', early);
    // Not applied yet: there is nothing to apply it to.
    expect(useSyncStore.getState().snapshot).toBeNull();
    fake.emit('sync.delta', [{ type: 'cell', index: 1, task: 0, state: 'ok' }]);
    pending.release(snapshotOf());
    await flush();
    const run = useSyncStore.getState().snapshot!.run!;
    expect(run.items[1].cells).toEqual(['ok']);
    expect(run.items[1].state).toBe('running');
    expect(run.counts.running).toBe(1);
    stop();
  });

  it('is harmless when a buffered batch repeats what the snapshot already holds', async () => {
    const fake = createFakeBridge();
    const pending = deferredSnapshot(fake);
    const stop = connectSyncMirror(fake.bridge);
    fake.emit('sync.delta', [{ type: 'item', index: 0, state: 'done' }]);
    const already = makeRun(['1011', '1012'], ['bling-warehouse'], (code) =>
      code === '1011' ? 'ok' : 'pending',
    );
    pending.release(snapshotOf(already));
    await flush();
    expect(useSyncStore.getState().snapshot!.run!.counts).toMatchObject({ done: 1, pending: 1 });
    stop();
  });

  it('a new run delta replaces the mirrored run', async () => {
    const fake = createFakeBridge();
    const pending = deferredSnapshot(fake);
    const stop = connectSyncMirror(fake.bridge);
    pending.release(snapshotOf());
    await flush();
    fake.emit('sync.delta', [
      { type: 'run', run: { ...makeRun(['2020'], ['tstock']), id: 'run-2' } },
    ]);
    const run = useSyncStore.getState().snapshot!.run!;
    expect(run.id).toBe('run-2');
    expect(run.items.map((item) => item.code)).toEqual(['2020']);
    stop();
  });

  it('reports a failed snapshot read and keeps the last mirror', async () => {
    const fake = createFakeBridge();
    const first = deferredSnapshot(fake);
    const stopFirst = connectSyncMirror(fake.bridge);
    first.release(snapshotOf());
    await flush();
    stopFirst();

    const second = deferredSnapshot(fake);
    const stop = connectSyncMirror(fake.bridge);
    second.fail(new Error('Ponte fechada.'));
    await flush();
    expect(useSyncStore.getState().error).toBe('Ponte fechada.');
    expect(useSyncStore.getState().snapshot?.run?.id).toBe('run-1');
    stop();
  });

  it('stops applying batches once unsubscribed, and keeps the state for the next visit', async () => {
    const fake = createFakeBridge();
    const pending = deferredSnapshot(fake);
    const stop = connectSyncMirror(fake.bridge);
    pending.release(snapshotOf());
    await flush();
    stop();
    fake.emit('sync.delta', [{ type: 'cell', index: 0, task: 0, state: 'error' }]);
    expect(useSyncStore.getState().snapshot!.run!.items[0].cells).toEqual(['pending']);
  });

  it('ignores a snapshot that answers after the unsubscribe', async () => {
    const fake = createFakeBridge();
    const pending = deferredSnapshot(fake);
    const stop = connectSyncMirror(fake.bridge);
    stop();
    pending.release(snapshotOf());
    await flush();
    expect(useSyncStore.getState().snapshot).toBeNull();
  });

  it('loads the window of rows the grid shows, for the current run only, once per window', async () => {
    const codes = Array.from({ length: 2_000 }, (_, index) => String(10_000 + index));
    const full = makeRun(codes, ['bling-warehouse'], (code) =>
      code.endsWith('7') ? 'error' : 'ok',
    );
    const windowOf = (from: number) => ({
      runId: full.id,
      from,
      items: full.items.slice(from, from + SYNC_WINDOW_ROWS),
      errors: full.errors.filter((e) => e.index >= from && e.index < from + SYNC_WINDOW_ROWS),
    });
    const fake = createFakeBridge();
    fake.script('sync.getState', async () =>
      snapshotOf({
        ...full,
        items: full.items.slice(0, SYNC_WINDOW_ROWS),
        errors: windowOf(0).errors,
      }),
    );
    fake.script('sync.getRows', async (input) =>
      windowOf((input as { window: { from: number } }).window.from),
    );
    const stop = connectSyncMirror(fake.bridge);
    await flush();
    const { showRows } = useSyncStore.getState();

    // Rows already loaded: nothing asked.
    showRows(10, 25);
    expect(fake.callsOf('sync.getRows')).toEqual([]);

    // Scrolled far down: the window around those rows, asked once even if the grid repeats.
    showRows(1_500, 1_515);
    showRows(1_501, 1_516);
    await flush();
    expect(fake.callsOf('sync.getRows')).toEqual([
      {
        runId: full.id,
        window: { from: windowAround(1_500, 1_515, 2_000), count: SYNC_WINDOW_ROWS },
      },
    ]);
    const run = useSyncStore.getState().snapshot!.run!;
    expect(run.itemsFrom).toBe(windowAround(1_500, 1_515, 2_000));
    expect(run.items[1_500 - run.itemsFrom].code).toBe('11500');
    expect(run.errors.every((e) => e.index >= run.itemsFrom)).toBe(true);
    expect(run.counts.total).toBe(2_000);

    // A delta for a row of the new window lands; one for a row outside it is left to counts.
    fake.emit('sync.delta', [{ type: 'cell', index: 1_500, task: 0, state: 'running' }]);
    expect(useSyncStore.getState().snapshot!.run!.items[1_500 - run.itemsFrom].cells).toEqual([
      'running',
    ]);
    stop();
  });

  it('drops a window that arrives after another run started', async () => {
    const fake = createFakeBridge();
    fake.script('sync.getState', async () => snapshotOf());
    fake.script('sync.getRows', async () => ({ runId: 'old-run', from: 0, items: [], errors: [] }));
    const stop = connectSyncMirror(fake.bridge);
    await flush();
    useSyncStore.getState().showRows(500, 510);
    await flush();
    expect(useSyncStore.getState().snapshot!.run!.items).toHaveLength(2);
    stop();
  });
});

describe('windowAround', () => {
  it('centres the shown rows in the window, within the run', () => {
    expect(windowAround(0, 15, 20_000)).toBe(0);
    expect(windowAround(1_000, 1_015, 20_000)).toBe(1_000 - 142);
    expect(windowAround(19_990, 19_999, 20_000)).toBe(20_000 - SYNC_WINDOW_ROWS);
    expect(windowAround(5, 10, 50)).toBe(0);
  });
});
