/**
 * One open existing document: watches it, feeds the form store, autosaves through the
 * controller and settles conflicts. Plain TypeScript; React reads it as an external store.
 */
import type { DocumentData, DocumentSnapshot, DocumentStore } from '../data/ports';
import {
  mergeDocuments,
  sameDocument,
  type ConflictChoice,
  type DocumentValues,
} from '../../shared/forms/conflict';
import {
  createAutosaveController,
  type AutosaveController,
  type AutosaveOptions,
  type AutosaveState,
} from './autosave-controller';
import type { FormStore, FormValues } from './form-store';
import {
  isConflictError,
  isSameVersion,
  saveOver,
  versionOf,
  type StoredVersion,
} from './stored-version';
import { errorMessage } from '../../shared/errors/error-message';
import { explainRefusal } from '../data/explain-refusal';

export type LoadState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; detail: string }
  | { status: 'ready' };

export interface SessionState {
  load: LoadState;
  save: AutosaveState<FormValues>;
}

export interface ConflictDetails {
  /** The version both sides started from. */
  base: DocumentValues;
  mine: DocumentValues;
  /** Null: someone deleted the document. */
  theirs: DocumentValues | null;
  current: DocumentSnapshot;
}

type Timing = Pick<
  AutosaveOptions<FormValues, StoredVersion>,
  'setTimeout' | 'clearTimeout' | 'now'
>;

export interface DocumentSessionOptions {
  documents: DocumentStore;
  path: string;
  store: FormStore;
  timing?: Timing;
  /**
   * The document as the screen has just read it (to infer its form): the session starts
   * ready on it, and the watch's first answer only confirms it: the form waits for no
   * second read.
   */
  initial?: DocumentSnapshot;
}

export class DocumentSession {
  private state: SessionState = { load: { status: 'loading' }, save: { status: 'saved' } };
  private readonly listeners = new Set<() => void>();
  private controller: AutosaveController<FormValues, StoredVersion> | null = null;
  private latest: DocumentSnapshot | null = null;
  private stopWatch: (() => void) | null = null;

  /** The snapshot to start from, until the watch answers or the user edits (StrictMode
   * starts twice before either). */
  private startFrom: DocumentSnapshot | null = null;

  constructor(private readonly options: DocumentSessionOptions) {
    const initial = options.initial;
    if (initial?.exists && initial.data) {
      options.store.reset({ ...initial.data });
      this.state = { ...this.state, load: { status: 'ready' } };
      this.latest = initial;
      this.startFrom = initial;
    }
  }

  getState = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Starts watching and autosaving; returns the stop function (effect cleanup). */
  start(): () => void {
    const { store } = this.options;
    const controller = createAutosaveController<FormValues, StoredVersion>({
      ...this.options.timing,
      getValues: () => store.getState().values,
      save: (values, base) =>
        saveOver(this.options.documents, this.options.path, values, base).catch((error) => {
          // A refusal over an admin-only field says which one.
          throw explainRefusal(error, this.options.path, base.data, values);
        }),
      isConflict: isConflictError,
      // An edit typed while the form settled is kept if it still differs from the document.
      differsFromBase: (): boolean =>
        !sameDocument(store.getState().values, this.controller?.getBase()?.data ?? null),
    });
    this.controller = controller;
    const offController = controller.subscribe(() => {
      this.setState({ save: controller.getState() });
      // A version that arrived while we were saving is applied once we are idle.
      if (controller.getState().status === 'saved' && this.latest) this.applyStored(this.latest);
    });
    const offStore = store.subscribe((next, previous) => {
      if (next.revision === previous.revision) return;
      this.startFrom = null;
      controller.changed();
    });
    if (this.startFrom) {
      controller.loaded(versionOf(this.startFrom));
    } else {
      // A fresh controller has no base yet: (re)load from the first snapshot.
      this.setState({ load: { status: 'loading' } });
    }
    this.watch();
    return () => {
      offController();
      offStore();
      this.stopWatch?.();
      this.stopWatch = null;
      controller.dispose();
      if (this.controller === controller) this.controller = null;
    };
  }

  retryLoad(): void {
    this.stopWatch?.();
    this.setState({ load: { status: 'loading' } });
    this.watch();
  }

  saveNow(): Promise<boolean> {
    return this.controller?.saveNow() ?? Promise.resolve(false);
  }

  /** Saves what is pending; true when nothing unsaved is left. */
  flush(): Promise<boolean> {
    return this.saveNow();
  }

  hasPendingChanges(): boolean {
    return this.controller?.hasPendingChanges() ?? false;
  }

  conflictDetails(): ConflictDetails | null {
    const conflict = this.state.save.conflict;
    if (!conflict || !isConflictError(conflict.error)) return null;
    const current = conflict.error.current;
    return {
      base: this.controller?.getBase()?.data ?? {},
      mine: this.options.store.getState().values,
      theirs: current.exists ? current.data : null,
      current,
    };
  }

  /** The stored version my conflicting edits were made on (kept with them for a reload). */
  conflictBaseVersion(): StoredVersion | null {
    return this.state.save.status === 'conflict' ? (this.controller?.getBase() ?? null) : null;
  }

  /** Writes my values over theirs (or recreates a deleted document). */
  keepMine(): Promise<boolean> {
    const details = this.conflictDetails();
    if (!details || !this.controller) return Promise.resolve(false);
    return this.controller.resolveConflict(versionOf(details.current), true);
  }

  /** Drops my edits for the stored version (a deleted document shows as missing). */
  async takeTheirs(): Promise<boolean> {
    const details = this.conflictDetails();
    if (!details || !this.controller) return false;
    if (details.theirs) this.options.store.reset({ ...details.theirs });
    const done = await this.controller.resolveConflict(versionOf(details.current), false);
    if (!details.theirs) this.setState({ load: { status: 'missing' } });
    return done;
  }

  /**
   * Brings back edits that met a conflict before a reload: the form shows them over the
   * version they were made on and saves them, which meets the newer version as a conflict
   * again (the conflict view opens); resolves true if they saved (nothing newer was stored).
   */
  restoreConflict(base: StoredVersion, mine: FormValues): Promise<boolean> {
    if (!this.controller || this.state.load.status !== 'ready') return Promise.resolve(false);
    this.startFrom = null;
    this.options.store.reset({ ...mine });
    return this.controller.restore(base);
  }

  /** Both sides' changes, with the user's pick for each field changed by both. */
  merge(choices: Readonly<Record<string, ConflictChoice>>): Promise<boolean> {
    const details = this.conflictDetails();
    if (!details?.theirs || !this.controller) return Promise.resolve(false);
    const merged = mergeDocuments(details.base, details.mine, details.theirs, choices);
    this.options.store.reset(merged);
    return this.controller.resolveConflict(versionOf(details.current), true);
  }

  private watch(): void {
    const { documents, path, store } = this.options;
    // A stopped watch may still deliver a queued callback: ignore it.
    let active = true;
    const stop = documents.watchDocument(
      path,
      (snapshot) => {
        if (!active) return;
        this.startFrom = null;
        this.latest = snapshot;
        if (this.state.load.status === 'ready') {
          this.applyStored(snapshot);
          return;
        }
        if (!snapshot.exists || !snapshot.data) {
          this.setState({ load: { status: 'missing' } });
          return;
        }
        store.reset({ ...snapshot.data });
        this.controller?.loaded(versionOf(snapshot));
        this.setState({ load: { status: 'ready' } });
      },
      (error) => {
        if (!active) return;
        if (this.state.load.status !== 'ready') {
          this.setState({ load: { status: 'error', detail: errorMessage(error) } });
        } else {
          // The form keeps working; saves still carry their precondition.
          console.error('Erro ao acompanhar o documento', error);
        }
      },
    );
    this.stopWatch = () => {
      active = false;
      stop();
    };
  }

  /** A stored version we did not write replaces the form, unless the user has edits. */
  private applyStored(snapshot: DocumentSnapshot): void {
    const controller = this.controller;
    if (!controller || this.state.load.status !== 'ready') return;
    const base = controller.getBase();
    if (!base || isSameVersion(snapshot, base)) return;
    if (controller.hasPendingChanges()) return; // the next save meets it and shows the conflict
    if (!snapshot.exists || !snapshot.data) {
      this.setState({ load: { status: 'missing' } });
      return;
    }
    const data: DocumentData = snapshot.data;
    if (controller.rebased(versionOf(snapshot))) this.options.store.reset({ ...data });
  }

  private setState(patch: Partial<SessionState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}
