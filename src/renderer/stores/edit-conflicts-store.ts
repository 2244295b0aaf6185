import { create } from 'zustand';
import { unwrapDates, wrapDates } from '../../shared/data/date-wrapper';

/**
 * Autosave conflicts not yet resolved, kept in this browser profile's own storage per console
 * user (profile and user id), so they survive a reload and show on Início.
 *
 * Local user data, not the project's: what is unresolved is this person's unsaved edits,
 * which exist only in their window (the record carries them, so reopening the document brings
 * the conflict back); a project collection would need its own rules and would show
 * colleagues records only the author can settle.
 */
export interface EditConflict {
  projectId: string;
  collection: string;
  docId: string;
  /** How the document reads (its summary title) when the conflict happened. */
  title: string;
  /** Who met it (the user's name or e-mail) and when. */
  user: string;
  at: Date;
  /** When the colleague's version was saved; null when unknown or the document was deleted. */
  theirsAt: Date | null;
  /** The unsaved edits and the stored version they were made on; absent when too big to keep. */
  edits?: { mine: Record<string, unknown>; base: ConflictBase };
}

/** The version the edits were made on: its precondition (updatedAt) and values. */
export interface ConflictBase {
  precondition: Date | null | 'missing';
  data: Record<string, unknown> | null;
}

const PREFIX = 'console-desktop.edit-conflicts:';
const sameDocument = (
  a: EditConflict,
  b: Pick<EditConflict, 'projectId' | 'collection' | 'docId'>,
) => a.projectId === b.projectId && a.collection === b.collection && a.docId === b.docId;

function read(userKey: string): EditConflict[] {
  try {
    const raw = globalThis.localStorage?.getItem(PREFIX + userKey);
    const parsed = raw ? unwrapDates(JSON.parse(raw)) : [];
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is EditConflict => item instanceof Object && item.at instanceof Date,
        )
      : [];
  } catch {
    return []; // unreadable: nothing to show, the documents themselves are intact
  }
}

function write(userKey: string, conflicts: EditConflict[]): void {
  const store = globalThis.localStorage;
  if (!store) return;
  const key = PREFIX + userKey;
  if (conflicts.length === 0) {
    store.removeItem(key);
    return;
  }
  try {
    store.setItem(key, JSON.stringify(wrapDates(conflicts)));
  } catch {
    // Over the storage quota (a very large document): keep the records without the edits.
    try {
      store.setItem(key, JSON.stringify(wrapDates(conflicts.map(({ edits: _, ...rest }) => rest))));
    } catch {
      // Storage refused: the conflict still shows in the open document.
    }
  }
}

export const useEditConflicts = create<{ userKey: string | null; conflicts: EditConflict[] }>(
  () => ({ userKey: null, conflicts: [] }),
);

/** Shows `userKey`'s conflicts (another window's changes arrive through the storage event). */
export function loadEditConflicts(userKey: string | null): void {
  useEditConflicts.setState({ userKey, conflicts: userKey ? read(userKey) : [] });
}

/** Records a conflict, replacing an earlier one of the same document. */
export function recordEditConflict(userKey: string, conflict: EditConflict): void {
  const conflicts = [...read(userKey).filter((item) => !sameDocument(item, conflict)), conflict];
  write(userKey, conflicts);
  if (useEditConflicts.getState().userKey === userKey) loadEditConflicts(userKey);
}

/** The document's recorded conflict, if any. */
export function findEditConflict(
  userKey: string,
  target: Pick<EditConflict, 'projectId' | 'collection' | 'docId'>,
): EditConflict | null {
  return read(userKey).find((item) => sameDocument(item, target)) ?? null;
}

/** The person resolved it (either choice), or there is nothing left to resolve. */
export function clearEditConflict(
  userKey: string,
  target: Pick<EditConflict, 'projectId' | 'collection' | 'docId'>,
): void {
  const conflicts = read(userKey);
  const kept = conflicts.filter((item) => !sameDocument(item, target));
  if (kept.length === conflicts.length) return;
  write(userKey, kept);
  if (useEditConflicts.getState().userKey === userKey) loadEditConflicts(userKey);
}

/** Whether a storage event is about a user's conflicts (another window recorded one). */
export const isEditConflictsKey = (storageKey: string | null, userKey: string) =>
  storageKey === PREFIX + userKey;
