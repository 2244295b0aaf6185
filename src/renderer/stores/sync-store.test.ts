import { beforeEach, describe, expect, it } from 'vitest';
import type { SyncDelta, SyncSnapshot } from '../../shared/sync/run-state';
import { createFakeBridge } from '../../../tests/support/fake-bridge';
import { makeRun } from '../screens/sync/test-support/sync-screen-harness';
import { connectSyncMirror, resetSyncStore, useSyncStore } from './sync-store';

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
});
