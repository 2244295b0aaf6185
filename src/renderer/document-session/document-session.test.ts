/**
 * The document session without React or a DOM: the real local adapter (Dexie on
 * fake-indexeddb), a manual clock, and a colleague writing to the same store.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  serverTimestamp,
  type DataPorts,
  type DocumentData,
  type DocumentSnapshot,
  type DocumentStore,
} from '../data/ports';
import { createTestLocalPorts } from '../test-support/local-ports';
import { DocumentSession } from './document-session';
import { createFormStore, type FormStore } from './form-store';

const PATH = 'project/demo/brand/tramontina';
const STAMP = '2026-11-01T10:00:00.000Z';

/** Timers that fire only when the test says so, and a clock it moves. */
function manualTiming() {
  let clock = 1_000_000;
  let next = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => clock,
    setTimeout: (callback: () => void, ms: number) => {
      timers.set(++next, { at: clock + ms, callback });
      return next;
    },
    clearTimeout: (handle: unknown) => void timers.delete(handle as number),
    /** Moves the clock and fires what fell due. */
    advance(ms: number) {
      clock += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at <= clock) {
          timers.delete(id);
          timer.callback();
        }
      }
    },
  };
}

/**
 * The adapter, counting reads and writes, with saves that can be held in flight, and the
 * snapshots its watch has delivered (each recorded once the session has handled it).
 */
function instrumented(real: DocumentStore) {
  const counts = { get: 0, set: 0 };
  const delivered: DocumentSnapshot[] = [];
  let gate: Promise<void> | null = null;
  let release: () => void = () => {};
  const documents: DocumentStore = Object.assign(Object.create(real) as DocumentStore, {
    get: (path: string) => {
      counts.get++;
      return real.get(path);
    },
    set: async (...args: Parameters<DocumentStore['set']>) => {
      counts.set++;
      if (gate) await gate;
      return real.set(...args);
    },
    watchDocument: (...[path, onNext, onError]: Parameters<DocumentStore['watchDocument']>) =>
      real.watchDocument(
        path,
        (snapshot) => {
          onNext(snapshot);
          delivered.push(snapshot);
        },
        onError,
      ),
  });
  return {
    documents,
    counts,
    /** Resolves once the watch has delivered a version whose name is `name`. */
    untilDelivered: (name: string) =>
      vi.waitFor(() => expect(delivered.map((snapshot) => snapshot.data?.name)).toContain(name)),
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    letGo() {
      gate = null;
      release();
    },
  };
}

let ports: DataPorts | null = null;
let stop: (() => void) | null = null;
afterEach(async () => {
  stop?.();
  stop = null;
  await ports?.dispose();
  ports = null;
});

async function open(data: DocumentData = { name: 'Tramontina', updatedAt: { __date: STAMP } }) {
  ports = await createTestLocalPorts([{ path: PATH, data }]);
  const store: FormStore = createFormStore({});
  const timing = manualTiming();
  const adapter = instrumented(ports.documents);
  const session = new DocumentSession({ documents: adapter.documents, path: PATH, store, timing });
  const resets = vi.spyOn(store, 'reset');
  stop = session.start();
  await vi.waitFor(() => expect(session.getState().load.status).toBe('ready'));
  resets.mockClear();
  timing.advance(1000); // past the settle time after a load
  const colleague = ports.documents;
  const stored = async () => (await colleague.get(PATH)).data;
  const status = () => session.getState().save.status;
  const edit = (name: string, value: unknown) => store.setValue([name], value);
  return { session, store, timing, adapter, colleague, stored, status, edit, resets };
}

describe('DocumentSession', () => {
  it('saves the first edit at once, without reading the document back, and ignores its own echo', async () => {
    const s = await open();
    s.edit('name', 'Tramontina S.A.');
    await vi.waitFor(() => expect(s.status()).toBe('saved'));
    expect((await s.stored())?.name).toBe('Tramontina S.A.');
    // One write, no read: the store reported the version it stamped.
    expect(s.adapter.counts).toEqual({ get: 0, set: 1 });
    // The watch delivers our own save: the form is not reset under the user.
    await s.adapter.untilDelivered('Tramontina S.A.');
    expect(s.resets).not.toHaveBeenCalled();
    expect(s.store.getState().values.name).toBe('Tramontina S.A.');
  });

  it('keeps an edit made while a save is in flight, and saves it next', async () => {
    const s = await open();
    s.adapter.hold();
    s.edit('name', 'primeira');
    await vi.waitFor(() => expect(s.status()).toBe('saving'));
    s.edit('name', 'segunda');
    s.adapter.letGo();
    await vi.waitFor(() => expect(s.status()).toBe('pending'));
    expect((await s.stored())?.name).toBe('primeira');
    s.timing.advance(3000);
    await vi.waitFor(() => expect(s.status()).toBe('saved'));
    expect((await s.stored())?.name).toBe('segunda');
    expect(s.session.hasPendingChanges()).toBe(false);
  });

  it('saves a document that never had updatedAt, then keeps saving without a false conflict', async () => {
    const s = await open({ name: 'importada' });
    s.edit('name', 'importada 1');
    await vi.waitFor(() => expect(s.status()).toBe('saved'));
    expect((await s.stored())?.updatedAt).toBeInstanceOf(Date);
    s.edit('name', 'importada 2');
    expect(await s.session.flush()).toBe(true);
    expect((await s.stored())?.name).toBe('importada 2');
  });

  it('shows a newer stored version when the user has no edits', async () => {
    const s = await open();
    await s.colleague.set(PATH, { name: 'do colega', updatedAt: serverTimestamp() });
    await vi.waitFor(() => expect(s.store.getState().values.name).toBe('do colega'));
    // The next save carries the colleague's version: no false conflict.
    s.timing.advance(1000);
    s.edit('name', 'depois');
    await vi.waitFor(() => expect(s.status()).toBe('saved'));
    expect((await s.stored())?.name).toBe('depois');
  });

  /** A saved edit, then a pending one that a colleague's save overtakes. */
  async function conflicted() {
    const s = await open({ name: 'base', country: 'BR', updatedAt: { __date: STAMP } });
    s.edit('name', 'minha 1');
    await vi.waitFor(() => expect(s.status()).toBe('saved'));
    s.edit('name', 'minha 2');
    expect(s.status()).toBe('pending');
    await s.colleague.set(PATH, {
      name: 'do colega',
      country: 'PT',
      updatedAt: serverTimestamp(),
    });
    // The user's edit is never replaced by the colleague's version, once the watch has it...
    await s.adapter.untilDelivered('do colega');
    expect(s.store.getState().values.name).toBe('minha 2');
    // ...and the save meets it as a conflict instead of overwriting it.
    s.timing.advance(3000);
    await vi.waitFor(() => expect(s.status()).toBe('conflict'));
    expect((await s.stored())?.name).toBe('do colega');
    return s;
  }

  it('settles a conflict by keeping mine', async () => {
    const s = await conflicted();
    expect(s.session.conflictDetails()).toMatchObject({
      base: { name: 'minha 1' },
      mine: { name: 'minha 2' },
      theirs: { name: 'do colega' },
    });
    expect(await s.session.keepMine()).toBe(true);
    expect(await s.stored()).toMatchObject({ name: 'minha 2', country: 'BR' });
    expect(s.status()).toBe('saved');
  });

  it('settles a conflict by taking theirs', async () => {
    const s = await conflicted();
    expect(await s.session.takeTheirs()).toBe(true);
    expect(s.store.getState().values).toMatchObject({ name: 'do colega', country: 'PT' });
    expect(await s.stored()).toMatchObject({ name: 'do colega', country: 'PT' });
    expect(s.status()).toBe('saved');
  });

  it('settles a conflict by merging: their country, my name', async () => {
    const s = await conflicted();
    expect(await s.session.merge({ name: 'mine' })).toBe(true);
    expect(await s.stored()).toMatchObject({ name: 'minha 2', country: 'PT' });
  });

  it('after a reload, edits kept from a conflict meet it again, and nothing is overwritten', async () => {
    const s = await conflicted();
    const base = s.session.conflictBaseVersion()!;
    const mine = { ...s.session.conflictDetails()!.mine };
    expect(base.data).toMatchObject({ name: 'minha 1' });
    // A new session on the same document: what a reload opens.
    stop?.();
    const store = createFormStore({});
    const again = new DocumentSession({ documents: s.colleague, path: PATH, store });
    stop = again.start();
    await vi.waitFor(() => expect(again.getState().load.status).toBe('ready'));
    expect(store.getState().values.name).toBe('do colega');
    expect(await again.restoreConflict(base, mine)).toBe(false);
    expect(again.getState().save.status).toBe('conflict');
    expect(store.getState().values.name).toBe('minha 2');
    expect(again.conflictDetails()).toMatchObject({
      mine: { name: 'minha 2' },
      theirs: { name: 'do colega', country: 'PT' },
    });
    expect((await s.colleague.get(PATH)).data?.name).toBe('do colega');
    expect(await again.keepMine()).toBe(true);
    expect((await s.colleague.get(PATH)).data).toMatchObject({ name: 'minha 2', country: 'BR' });
  });

  it('shows a document deleted meanwhile as missing, and keeping mine recreates it', async () => {
    const quiet = await open();
    await quiet.colleague.delete(PATH);
    await vi.waitFor(() => expect(quiet.session.getState().load.status).toBe('missing'));
    stop?.();
    await ports?.dispose();

    const s = await open();
    s.edit('name', 'minha 1');
    await vi.waitFor(() => expect(s.status()).toBe('saved'));
    s.edit('name', 'minha 2');
    await s.colleague.delete(PATH);
    s.timing.advance(3000);
    await vi.waitFor(() => expect(s.status()).toBe('conflict'));
    expect(s.session.conflictDetails()?.theirs).toBeNull();
    expect(await s.session.keepMine()).toBe(true);
    expect((await s.stored())?.name).toBe('minha 2');
  });
});

describe('DocumentSession started from the snapshot its screen read', () => {
  async function seeded() {
    ports = await createTestLocalPorts([
      { path: PATH, data: { name: 'Tramontina', updatedAt: { __date: STAMP } } },
    ]);
    const colleague = ports.documents;
    const initial = await colleague.get(PATH);
    const store = createFormStore({});
    const adapter = instrumented(ports.documents);
    const timing = manualTiming();
    const create = () =>
      new DocumentSession({ documents: adapter.documents, path: PATH, store, initial, timing });
    return { colleague, store, adapter, timing, create };
  }

  it('is ready with its values before any read, saves over that version, and its watch confirms it', async () => {
    const { colleague, store, adapter, timing, create } = await seeded();
    const session = create();
    expect(session.getState().load.status).toBe('ready');
    expect(store.getState().values.name).toBe('Tramontina');
    const resets = vi.spyOn(store, 'reset');
    stop = session.start();
    // The watch's first answer, the same version, only confirms it.
    await adapter.untilDelivered('Tramontina');
    expect(resets).not.toHaveBeenCalled();
    timing.advance(1000); // past the settle time after a load
    store.setValue(['name'], 'Tramontina S.A.');
    expect(await session.flush()).toBe(true);
    expect((await colleague.get(PATH)).data?.name).toBe('Tramontina S.A.');
    expect(adapter.counts.get).toBe(0);
  });

  it('takes a version stored after the read when the user has not edited', async () => {
    const { colleague, store, create } = await seeded();
    await colleague.set(PATH, { name: 'Tramontina Nova', updatedAt: serverTimestamp() });
    const session = create();
    stop = session.start();
    await vi.waitFor(() => expect(store.getState().values.name).toBe('Tramontina Nova'));
  });

  it('an edit over a version changed since the read meets the conflict, never overwrites it', async () => {
    const { colleague, store, timing, create } = await seeded();
    await colleague.set(PATH, { name: 'Tramontina Nova', updatedAt: serverTimestamp() });
    const session = create();
    stop = session.start();
    timing.advance(1000);
    // Typed before the watch's first answer arrives.
    store.setValue(['name'], 'minha edição');
    await session.flush();
    await vi.waitFor(() => expect(session.getState().save.status).toBe('conflict'));
    expect((await colleague.get(PATH)).data?.name).toBe('Tramontina Nova');
  });

  it('a missing document is not a start: the watch says it is missing', async () => {
    ports = await createTestLocalPorts([]);
    const store = createFormStore({});
    const initial = await ports.documents.get(PATH);
    const session = new DocumentSession({ documents: ports.documents, path: PATH, store, initial });
    expect(session.getState().load.status).toBe('loading');
    stop = session.start();
    await vi.waitFor(() => expect(session.getState().load.status).toBe('missing'));
  });
});
