import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PreconditionFailedError } from '../data/ports';
import { createAutosaveController, type SaveStatus } from './autosave-controller';

interface Call {
  values: { text: string };
  base: number;
  resolve(next: number): void;
  reject(error: unknown): void;
}

/** A controller over a fake document: each save waits until the test settles it. */
function setup() {
  let values = { text: '' };
  const calls: Call[] = [];
  const log = vi.fn();
  const statuses: SaveStatus[] = [];
  const controller = createAutosaveController<{ text: string }, number>({
    getValues: () => values,
    save: (sent, base) =>
      new Promise<number>((resolve, reject) => calls.push({ values: sent, base, resolve, reject })),
    log,
  });
  controller.subscribe(() => statuses.push(controller.getState().status));
  const edit = (text: string) => {
    values = { text };
    controller.changed();
  };
  return { controller, calls, log, statuses, edit };
}

/** Lets promise callbacks run (fake timers do not touch microtasks). */
const flush = () => vi.advanceTimersByTimeAsync(0);

const conflictError = () =>
  new PreconditionFailedError('project/p/c/d', {
    id: 'd',
    path: 'project/p/c/d',
    exists: true,
    data: { text: 'theirs' },
  });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('autosave controller', () => {
  it('saves the first change at once, with the loaded precondition', async () => {
    const { controller, calls, edit } = setup();
    controller.loaded(1);
    vi.advanceTimersByTime(200);
    edit('a');
    expect(controller.getState().status).toBe('saving');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ values: { text: 'a' }, base: 1 });
    calls[0]!.resolve(2);
    await flush();
    expect(controller.getState().status).toBe('saved');
    expect(controller.getBase()).toBe(2);
    expect(controller.hasPendingChanges()).toBe(false);
  });

  it('debounces later changes by 3 s, each change restarting the wait', async () => {
    const { controller, calls, edit } = setup();
    controller.loaded(1);
    vi.advanceTimersByTime(200);
    edit('a');
    calls[0]!.resolve(2);
    await flush();

    edit('ab');
    expect(controller.getState().status).toBe('pending');
    expect(controller.hasPendingChanges()).toBe(true);
    vi.advanceTimersByTime(2999);
    expect(calls).toHaveLength(1);
    edit('abc');
    vi.advanceTimersByTime(2999);
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ values: { text: 'abc' }, base: 2 });
    calls[1]!.resolve(3);
    await flush();
    expect(controller.getState().status).toBe('saved');
  });

  it('saves nothing in the first 100 ms after a load, then saves an edit made in them', async () => {
    const { controller, calls, edit } = setup();
    controller.loaded(1);
    edit('scanned at once');
    vi.advanceTimersByTime(99);
    expect(controller.getState().status).toBe('saved');
    expect(calls).toHaveLength(0);
    // The settle time is over and the form still differs from the load: it was the user.
    vi.advanceTimersByTime(1);
    expect(controller.getState().status).toBe('saving');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ values: { text: 'scanned at once' }, base: 1 });
    calls[0]!.resolve(2);
    await flush();
    expect(controller.getState().status).toBe('saved');
  });

  it('ignores fields settling after a load: the same values again are no edit', async () => {
    let values = { text: 'stored' };
    const calls: unknown[] = [];
    const controller = createAutosaveController<{ text: string }, string>({
      getValues: () => values,
      save: async (sent) => {
        calls.push(sent);
        return 'next';
      },
      differsFromBase: () => values.text !== 'stored',
    });
    controller.loaded('v1');
    values = { text: 'stored' }; // a field writes back what it was given
    controller.changed();
    vi.advanceTimersByTime(5_000);
    expect(calls).toHaveLength(0);
    expect(controller.hasPendingChanges()).toBe(false);

    values = { text: 'typed by the user' };
    controller.changed();
    expect(calls).toEqual([{ text: 'typed by the user' }]);
  });

  it('a failure shows error, logs the cause, keeps the edits and retries on the next change', async () => {
    const { controller, calls, log, edit } = setup();
    controller.loaded(1);
    vi.advanceTimersByTime(200);
    edit('a');
    const cause = new Error('offline');
    calls[0]!.reject(cause);
    await flush();
    expect(controller.getState()).toEqual({ status: 'error', error: cause });
    expect(log).toHaveBeenCalledWith('Erro ao salvar', cause);
    expect(controller.hasPendingChanges()).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(calls).toHaveLength(1); // no retry loop on its own

    edit('ab');
    expect(controller.getState().status).toBe('pending');
    vi.advanceTimersByTime(3000);
    expect(calls[1]).toMatchObject({ values: { text: 'ab' }, base: 1 });
    calls[1]!.resolve(2);
    await flush();
    expect(controller.getState().status).toBe('saved');
  });

  it('saveNow retries a failed save at once, with the same precondition', async () => {
    const { controller, calls, edit } = setup();
    controller.loaded(1);
    vi.advanceTimersByTime(200);
    edit('a');
    calls[0]!.reject(new Error('offline'));
    await flush();

    const done = controller.saveNow();
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ values: { text: 'a' }, base: 1 });
    calls[1]!.resolve(2);
    await expect(done).resolves.toBe(true);
    expect(controller.getState().status).toBe('saved');
  });

  it('saveNow reports false when the retry fails again', async () => {
    const { controller, calls, edit } = setup();
    controller.loaded(1);
    vi.advanceTimersByTime(200);
    edit('a');
    calls[0]!.reject(new Error('offline'));
    await flush();
    const done = controller.saveNow();
    calls[1]!.reject(new Error('still offline'));
    await expect(done).resolves.toBe(false);
    expect(controller.getState().status).toBe('error');
  });

  it('never loses an edit made while a save is in flight, and saves in order without a false conflict', async () => {
    const { controller, calls, edit, statuses } = setup();
    controller.loaded(1);
    vi.advanceTimersByTime(200);
    edit('a');
    edit('ab'); // typed while 'a' is being saved
    expect(calls).toHaveLength(1);
    expect(calls[0]!.values).toEqual({ text: 'a' });

    calls[0]!.resolve(2);
    await flush();
    expect(controller.getState().status).toBe('pending');
    vi.advanceTimersByTime(3000);
    expect(calls).toHaveLength(2);
    // The follow-up carries the updatedAt our first save produced.
    expect(calls[1]).toMatchObject({ values: { text: 'ab' }, base: 2 });
    calls[1]!.resolve(3);
    await flush();
    expect(controller.getState().status).toBe('saved');
    expect(statuses).not.toContain('conflict');
    expect(calls.map((call) => call.values.text)).toEqual(['a', 'ab']);
  });

  it('saveNow during an in-flight save waits for it, then saves the newer edits', async () => {
    const { controller, calls, edit } = setup();
    controller.loaded(1);
    vi.advanceTimersByTime(200);
    edit('a');
    edit('ab');
    const done = controller.saveNow();
    calls[0]!.resolve(2);
    await flush();
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ values: { text: 'ab' }, base: 2 });
    calls[1]!.resolve(3);
    await expect(done).resolves.toBe(true);
  });

  it('a precondition failure is a conflict that stops autosave until resolved', async () => {
    const { controller, calls, log, edit } = setup();
    controller.loaded(1);
    vi.advanceTimersByTime(200);
    edit('a');
    const error = conflictError();
    calls[0]!.reject(error);
    await flush();
    expect(controller.getState()).toEqual({
      status: 'conflict',
      conflict: { error, sent: { text: 'a' } },
    });
    expect(log).not.toHaveBeenCalled();

    edit('ab');
    vi.advanceTimersByTime(10_000);
    await expect(controller.saveNow()).resolves.toBe(false);
    expect(calls).toHaveLength(1);
    expect(controller.getState().status).toBe('conflict');
    expect(controller.hasPendingChanges()).toBe(true);

    // Keep mine: save over their version.
    const resolved = controller.resolveConflict(5, true);
    expect(calls[1]).toMatchObject({ values: { text: 'ab' }, base: 5 });
    calls[1]!.resolve(6);
    await expect(resolved).resolves.toBe(true);
    expect(controller.getState().status).toBe('saved');

    // Autosave works again, debounced.
    edit('abc');
    vi.advanceTimersByTime(3000);
    expect(calls[2]).toMatchObject({ values: { text: 'abc' }, base: 6 });
  });

  it('taking their version resolves a conflict without saving', async () => {
    const { controller, calls, edit } = setup();
    controller.loaded(1);
    vi.advanceTimersByTime(200);
    edit('a');
    calls[0]!.reject(conflictError());
    await flush();
    await expect(controller.resolveConflict(5, false)).resolves.toBe(true);
    expect(calls).toHaveLength(1);
    expect(controller.getState().status).toBe('saved');
    expect(controller.getBase()).toBe(5);
    expect(controller.hasPendingChanges()).toBe(false);
  });

  it('a reload during an in-flight save ignores that save outcome', async () => {
    const { controller, calls, edit } = setup();
    controller.loaded(1);
    vi.advanceTimersByTime(200);
    edit('a');
    controller.loaded(9);
    calls[0]!.resolve(2);
    await flush();
    expect(controller.getBase()).toBe(9);
    expect(controller.getState().status).toBe('saved');
  });

  it('rebases on a newer stored version only while nothing is unsaved', async () => {
    const { controller, calls, edit } = setup();
    controller.loaded(1);
    expect(controller.rebased(2)).toBe(true);
    expect(controller.getBase()).toBe(2);
    vi.advanceTimersByTime(200);
    edit('a');
    expect(controller.rebased(3)).toBe(false); // in flight: ignored
    calls[0]!.resolve(4);
    await flush();
    edit('ab');
    expect(controller.rebased(7)).toBe(false); // pending edits: the next save meets it
    vi.advanceTimersByTime(3000);
    expect(calls[1]!.base).toBe(4);
  });

  it('tells its listeners once when edits start pending, not at every keystroke', async () => {
    const { controller, calls, edit, statuses } = setup();
    controller.loaded(1);
    vi.advanceTimersByTime(200);
    edit('a');
    calls[0]!.resolve(2);
    await flush();
    statuses.length = 0;
    edit('ab');
    edit('abc');
    edit('abcd');
    expect(statuses).toEqual(['pending']);
    vi.advanceTimersByTime(10_000);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.values).toEqual({ text: 'abcd' });
  });

  it('dispose clears the debounce timer and mutes a late save', async () => {
    const { controller, calls, edit, statuses } = setup();
    controller.loaded(1);
    vi.advanceTimersByTime(200);
    edit('a');
    calls[0]!.resolve(2);
    await flush();
    edit('ab');
    expect(vi.getTimerCount()).toBe(1);
    controller.dispose();
    expect(vi.getTimerCount()).toBe(0);
    const seen = statuses.length;
    edit('abc');
    vi.advanceTimersByTime(10_000);
    expect(calls).toHaveLength(1);
    expect(statuses).toHaveLength(seen);
  });
});
