/**
 * The autosave state machine of an existing document (spec 01 §4, §9). Plain TypeScript: the
 * clock and the save are injected, so tests drive it with fake timers.
 *
 * `B` is the save precondition the store checks (the document's updatedAt): each save is
 * sent with the one the previous save produced, so our own saves never look like someone
 * else's change.
 */
import { PreconditionFailedError } from '../data/ports';

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'error' | 'conflict';

export interface AutosaveConflict<V> {
  error: unknown;
  /** The values that save sent. */
  sent: V;
}

export interface AutosaveState<V> {
  status: SaveStatus;
  /** The last save failure (status 'error'). */
  error?: unknown;
  conflict?: AutosaveConflict<V>;
}

export interface AutosaveOptions<V, B> {
  /** A snapshot of the form's values, taken when a save starts. */
  getValues(): V;
  /** Writes `values` if the stored document still matches `base`; resolves with the new base. */
  save(values: V, base: B): Promise<B>;
  /** Whether a save failure means someone else changed the document. */
  isConflict?(error: unknown): boolean;
  setTimeout?(callback: () => void, ms: number): unknown;
  clearTimeout?(handle: unknown): void;
  log?(...args: unknown[]): void;
  debounceMs?: number;
  settleMs?: number;
  /**
   * Whether the form now holds values other than the stored version's: asked when the settle
   * time after a load ends, if something changed within it. Without it, such a change counts.
   */
  differsFromBase?(): boolean;
  now?(): number;
}

export const AUTOSAVE_DEBOUNCE_MS = 3000;
/** Spec 01: edits in the first 100 ms after a load are ignored (fields settling). */
export const AUTOSAVE_SETTLE_MS = 100;

export interface AutosaveController<V, B> {
  getState(): AutosaveState<V>;
  subscribe(listener: () => void): () => void;
  /** A (re)load: `base` is the stored version shown; the next first change saves at once. */
  loaded(base: B): void;
  /** A newer stored version is about to replace the values; false (ignored) while anything
   * is unsaved or saving, since the next save must meet it as a conflict. */
  rebased(base: B): boolean;
  /** A user edit. */
  changed(): void;
  /** Save now (retry after an error); resolves true once everything is saved. */
  saveNow(): Promise<boolean>;
  /** The user settled a conflict: `base` is the stored version to save over; `dirty` if the
   * form now differs from it (keep mine, merge), false if it took the stored values. */
  resolveConflict(base: B, dirty: boolean): Promise<boolean>;
  /** Edits kept from an earlier session, made over `base`: saved at once, so a newer stored
   * version meets them as a conflict again; resolves true if they saved. */
  restore(base: B): Promise<boolean>;
  hasPendingChanges(): boolean;
  /** The precondition the next save carries. */
  getBase(): B | undefined;
  dispose(): void;
}

export function createAutosaveController<V, B>(
  options: AutosaveOptions<V, B>,
): AutosaveController<V, B> {
  const setTimer = options.setTimeout ?? ((cb, ms) => globalThis.setTimeout(cb, ms));
  const clearTimer =
    options.clearTimeout ??
    ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
  const log = options.log ?? ((...args) => console.error(...args));
  const isConflict =
    options.isConflict ?? ((error: unknown) => error instanceof PreconditionFailedError);
  const debounceMs = options.debounceMs ?? AUTOSAVE_DEBOUNCE_MS;
  const settleMs = options.settleMs ?? AUTOSAVE_SETTLE_MS;
  const now = options.now ?? (() => Date.now());

  let state: AutosaveState<V> = { status: 'saved' };
  const listeners = new Set<() => void>();
  let base: B | undefined;
  /** Whether a change since the last load already saved (later ones are debounced). */
  let firstChangeDone = false;
  /** Edits counted since creation; `savedEdit` is the last one a save stored. */
  let editCount = 0;
  let savedEdit = 0;
  let timer: unknown;
  let loadedAt = Number.NEGATIVE_INFINITY;
  /** Set while a change made in the settle time waits for that time to end. */
  let settleCheck: unknown;
  let inFlight: Promise<void> | null = null;
  let disposed = false;
  /** Bumped by a (re)load: a save started before it must not touch the new state. */
  let generation = 0;

  const setState = (next: AutosaveState<V>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const dirty = () => editCount > savedEdit;
  const cancelTimer = () => {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
  };
  const cancelSettleCheck = () => {
    if (settleCheck !== undefined) clearTimer(settleCheck);
    settleCheck = undefined;
  };
  const schedule = () => {
    cancelTimer();
    timer = setTimer(() => {
      timer = undefined;
      void run();
    }, debounceMs);
  };

  /** One save of the current values; a follow-up is scheduled if edits arrived meanwhile. */
  async function run(): Promise<void> {
    if (disposed || state.status === 'conflict' || !dirty()) return;
    if (inFlight) return inFlight; // the in-flight save schedules the follow-up
    cancelTimer();
    const sentEdit = editCount;
    const sent = options.getValues();
    const started = generation;
    setState({ status: 'saving' });
    const attempt = (async () => {
      try {
        const next = await options.save(sent, base as B);
        if (disposed || started !== generation) return;
        base = next;
        savedEdit = Math.max(savedEdit, sentEdit);
        if (dirty()) {
          setState({ status: 'pending' });
          schedule();
        } else {
          setState({ status: 'saved' });
        }
      } catch (error) {
        if (disposed || started !== generation) return;
        if (isConflict(error)) {
          cancelTimer();
          setState({ status: 'conflict', conflict: { error, sent } });
        } else {
          log('Erro ao salvar', error);
          setState({ status: 'error', error });
        }
      }
    })();
    inFlight = attempt;
    try {
      await attempt;
    } finally {
      inFlight = null;
    }
  }

  /** One user edit: the first since a load saves at once, later ones after the debounce. */
  function countChange(): void {
    if (disposed) return;
    cancelSettleCheck(); // an edit after the settle time already covers one made within it
    editCount += 1;
    if (state.status === 'conflict') return;
    if (inFlight) return; // saved by the follow-up once the in-flight save finishes
    if (!firstChangeDone) {
      firstChangeDone = true;
      void run();
      return;
    }
    // Already pending shows nothing new: telling the listeners again redrew the form's save
    // bar on every keystroke.
    if (state.status !== 'pending') setState({ status: 'pending' });
    schedule();
  }

  async function settle(): Promise<boolean> {
    // Keep saving until nothing is left, an error or a conflict stops us.
    for (;;) {
      if (disposed) return false;
      if (inFlight) {
        await inFlight;
        continue;
      }
      if (state.status === 'conflict' || state.status === 'error') return false;
      if (!dirty()) return true;
      await run();
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loaded(next) {
      cancelTimer();
      generation += 1;
      cancelSettleCheck();
      base = next;
      loadedAt = now();
      firstChangeDone = false;
      savedEdit = editCount;
      setState({ status: 'saved' });
    },
    rebased(next) {
      if (dirty() || inFlight || state.status !== 'saved') return false;
      cancelSettleCheck();
      base = next;
      loadedAt = now(); // the form re-renders the new values: let it settle
      return true;
    },
    changed() {
      if (disposed) return;
      const settling = settleMs - (now() - loadedAt);
      if (settling > 0) {
        // Fields settling after a load are not the user, so nothing is saved for them now; but
        // a scanner or a fast hand types that early too: once the settle time is over, values
        // that still differ from the stored ones are an edit, and nothing typed is lost.
        settleCheck ??= setTimer(() => {
          settleCheck = undefined;
          if (options.differsFromBase?.() ?? true) countChange();
        }, settling);
        return;
      }
      countChange();
    },
    async saveNow() {
      if (state.status === 'conflict') return false;
      if (state.status === 'error') {
        // Retrying: the failed edits are still unsaved.
        setState({ status: dirty() ? 'pending' : 'saved' });
      }
      cancelTimer();
      return settle();
    },
    async resolveConflict(next, isDirty) {
      if (state.status !== 'conflict') return false;
      base = next;
      firstChangeDone = true;
      if (isDirty) {
        editCount += 1;
        setState({ status: 'pending' });
        return settle();
      }
      savedEdit = editCount;
      setState({ status: 'saved' });
      return true;
    },
    restore(next) {
      cancelTimer();
      cancelSettleCheck();
      generation += 1;
      base = next;
      firstChangeDone = true;
      editCount += 1;
      setState({ status: 'pending' });
      return settle();
    },
    hasPendingChanges: () => state.status !== 'saved' || dirty(),
    getBase: () => base,
    dispose() {
      disposed = true;
      cancelTimer();
      cancelSettleCheck();
      listeners.clear();
    },
  };
}
