/**
 * The stored version a form edits over, and the conflict-safe save of an existing document
 * (ARCHITECTURE §3): every write carries the version's updatedAt as a precondition.
 */
import {
  PreconditionFailedError,
  UPDATED_AT_MISSING,
  serverTimestamp,
  type DocumentData,
  type DocumentSnapshot,
  type DocumentStore,
  type SetOptions,
} from '../data/ports';
import { sameDocument } from '../../shared/forms/conflict';
import { texts } from '../../shared/texts/pt-BR';

export type Precondition = NonNullable<SetOptions['ifUpdatedAt']> | null;

export interface StoredVersion {
  /** What the store must still hold for our write: its updatedAt, null = no document,
   * UPDATED_AT_MISSING = a document never stamped (imported data). */
  precondition: Precondition;
  /** Its values: the conflict view's common ancestor. */
  data: DocumentData | null;
}

export function versionOf(snapshot: DocumentSnapshot): StoredVersion {
  if (!snapshot.exists || !snapshot.data) return { precondition: null, data: null };
  const updatedAt = snapshot.data.updatedAt;
  return {
    precondition: updatedAt instanceof Date ? updatedAt : UPDATED_AT_MISSING,
    data: snapshot.data,
  };
}

const samePrecondition = (a: Precondition, b: Precondition) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

/** Whether a snapshot is the version we already hold (our own save echoed by the watch). */
export function isSameVersion(snapshot: DocumentSnapshot, version: StoredVersion): boolean {
  const other = versionOf(snapshot);
  if (!samePrecondition(other.precondition, version.precondition)) return false;
  // Unstamped documents have no version mark: their content is the version.
  return other.precondition !== UPDATED_AT_MISSING || sameDocument(other.data, version.data);
}

/**
 * A full write (not merge: removed items go away) of `values` over `base`; resolves with the
 * version it stored, which the store reports, so there is no read-back. Rejects with
 * PreconditionFailedError when someone else wrote first.
 */
export async function saveOver(
  documents: DocumentStore,
  path: string,
  values: DocumentData,
  base: StoredVersion,
  extra: DocumentData = {},
): Promise<StoredVersion> {
  const { updatedAt } = await documents.set(
    path,
    { ...values, ...extra, updatedAt: serverTimestamp() },
    { ifUpdatedAt: base.precondition },
  );
  if (!updatedAt) throw new Error(texts.forms.versionNotReported);
  return { precondition: updatedAt, data: { ...values, ...extra, updatedAt } };
}

export const isConflictError = (error: unknown): error is PreconditionFailedError =>
  error instanceof PreconditionFailedError;
