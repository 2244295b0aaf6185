import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  onSnapshot,
  runTransaction,
  setDoc,
  Timestamp,
  writeBatch,
  type DocumentReference,
  type DocumentSnapshot as FirestoreSnapshot,
  type Firestore,
} from 'firebase/firestore';
import {
  PreconditionFailedError,
  UPDATED_AT_MISSING,
  type DocumentData,
  type DocumentSnapshot,
  type DocumentStore,
  type SetOptions,
  type WriteBatch,
} from '../ports';
import { texts } from '../../../shared/texts/pt-BR';
import { firestoreError, mapFirestore } from './errors';
import { parseCollectionPath, parseDocumentPath } from '../paths';
import { buildQuery } from './query';
import { nextVersionStamp, stampsVersion } from '../version-stamp';
import { fromFirestoreData, toFirestoreData } from './values';

/** Pending server timestamps read as the local estimate, so fields are never null. */
const READ_OPTIONS = { serverTimestamps: 'estimate' } as const;

export function toSnapshot(snapshot: FirestoreSnapshot): DocumentSnapshot {
  const data = snapshot.data(READ_OPTIONS);
  return {
    id: snapshot.id,
    path: snapshot.ref.path,
    exists: snapshot.exists(),
    data: data === undefined ? null : fromFirestoreData(data),
  };
}

/** Whether the stored `updatedAt` still is the one the caller read (null: no document). */
function stillMatches(
  snapshot: FirestoreSnapshot,
  expected: NonNullable<SetOptions['ifUpdatedAt']> | null,
): boolean {
  if (expected === null) return !snapshot.exists();
  if (!snapshot.exists()) return false;
  const stored: unknown = snapshot.get('updatedAt');
  if (expected === UPDATED_AT_MISSING) return !(stored instanceof Timestamp);
  // Timestamps keep microseconds; the caller's Date came from toDate(), so compare as Dates.
  return stored instanceof Timestamp && stored.toDate().getTime() === expected.getTime();
}

/** DocumentStore over Firestore (modular SDK v12). */
export function createFirestoreDocumentStore(db: Firestore): DocumentStore {
  const ref = (path: string) => doc(db, parseDocumentPath(path).path);

  return {
    async get(path) {
      const target = ref(path);
      return mapFirestore(async () => toSnapshot(await getDoc(target)), path);
    },

    async set(path: string, data: DocumentData, options: SetOptions = {}) {
      const target = ref(path);
      const payload = toFirestoreData(data);
      const merge = options.merge === true;
      const expected = options.ifUpdatedAt;
      if (expected === undefined) {
        await mapFirestore(() => setDoc(target, payload, { merge }), path);
        return { updatedAt: null };
      }
      const stamps = stampsVersion(data, options);
      // Read, compare and write in one transaction: a concurrent save makes the commit
      // fail, the SDK retries, and the retry sees the other save's updatedAt.
      return mapFirestore(
        () =>
          runTransaction(db, async (transaction) => {
            const current = await transaction.get(target);
            if (!stillMatches(current, expected)) {
              throw new PreconditionFailedError(path, toSnapshot(current));
            }
            if (!stamps) {
              transaction.set(target, payload, { merge });
              return { updatedAt: null };
            }
            // Our own stamp instead of the server's, so the caller learns its version now.
            const previous: unknown = current.exists() ? current.get('updatedAt') : null;
            const updatedAt = nextVersionStamp(
              new Date(),
              previous instanceof Timestamp ? previous.toDate() : null,
            );
            transaction.set(target, toFirestoreData({ ...data, updatedAt }), { merge });
            return { updatedAt };
          }),
        path,
      );
    },

    async add(path, data) {
      const target = collection(db, parseCollectionPath(path).path);
      const payload = toFirestoreData(data);
      return mapFirestore(async () => (await addDoc(target, payload)).id, path);
    },

    async delete(path) {
      const target = ref(path);
      return mapFirestore(() => deleteDoc(target), path);
    },

    async query(path, spec) {
      const target = buildQuery(db, path, spec);
      return mapFirestore(async () => (await getDocs(target)).docs.map(toSnapshot), path);
    },

    watchDocument(path, onNext, onError) {
      return onSnapshot(
        ref(path),
        (snapshot) => onNext(toSnapshot(snapshot)),
        (error) => onError?.(firestoreError(error, path)),
      );
    },

    watchQuery(path, spec, onNext, onError) {
      return onSnapshot(
        buildQuery(db, path, spec),
        (snapshot) => onNext(snapshot.docs.map(toSnapshot)),
        (error) => onError?.(firestoreError(error, path)),
      );
    },

    batch() {
      return createBatch(db);
    },
  };
}

/** A batched write waiting for commit; payload is already checked and converted. */
type BatchOp =
  | {
      kind: 'set';
      target: DocumentReference;
      payload: DocumentData;
      merge: boolean;
      ifUpdatedAt?: SetOptions['ifUpdatedAt'];
      /** Stamped with our own version mark, as set() does (see version-stamp.ts). */
      stamps: boolean;
    }
  | { kind: 'delete'; target: DocumentReference };

/**
 * A batch without preconditions commits as a Firestore writeBatch. One with any goes through
 * runTransaction: read the preconditioned documents, compare, then write everything (a
 * transaction reads before it writes, so all compare the state before the batch).
 */
function createBatch(db: Firestore): WriteBatch {
  const ops: BatchOp[] = [];
  let committed = false;
  const open = () => {
    if (committed) throw new Error(texts.data.batchCommitted);
  };
  const api: WriteBatch = {
    set(path, data, options = {}) {
      open();
      ops.push({
        kind: 'set',
        target: doc(db, parseDocumentPath(path).path),
        payload: toFirestoreData(data),
        merge: options.merge === true,
        stamps: stampsVersion(data, options),
        ...(options.ifUpdatedAt !== undefined ? { ifUpdatedAt: options.ifUpdatedAt } : {}),
      });
      return api;
    },
    add(path, data) {
      open();
      // The id is made here, client-side, so the caller can name it in the same batch.
      const target = doc(collection(db, parseCollectionPath(path).path));
      ops.push({
        kind: 'set',
        target,
        payload: toFirestoreData(data),
        merge: false,
        stamps: false,
      });
      return target.path;
    },
    delete(path) {
      open();
      ops.push({ kind: 'delete', target: doc(db, parseDocumentPath(path).path) });
      return api;
    },
    async commit() {
      open();
      committed = true;
      if (!ops.some((op) => op.kind === 'set' && op.ifUpdatedAt !== undefined)) {
        const batch = writeBatch(db);
        for (const op of ops) {
          if (op.kind === 'delete') batch.delete(op.target);
          else batch.set(op.target, op.payload, { merge: op.merge });
        }
        await mapFirestore(() => batch.commit());
        return;
      }
      await mapFirestore(() =>
        runTransaction(db, async (transaction) => {
          const read = new Map<string, FirestoreSnapshot>();
          for (const op of ops) {
            if (op.kind !== 'set' || op.ifUpdatedAt === undefined) continue;
            const current = read.get(op.target.path) ?? (await transaction.get(op.target));
            read.set(op.target.path, current);
            if (!stillMatches(current, op.ifUpdatedAt)) {
              throw new PreconditionFailedError(op.target.path, toSnapshot(current));
            }
          }
          const now = new Date();
          for (const op of ops) {
            if (op.kind === 'delete') {
              transaction.delete(op.target);
              continue;
            }
            if (!op.stamps) {
              transaction.set(op.target, op.payload, { merge: op.merge });
              continue;
            }
            const current = read.get(op.target.path);
            const previous: unknown = current?.exists() ? current.get('updatedAt') : null;
            const updatedAt = nextVersionStamp(
              now,
              previous instanceof Timestamp ? previous.toDate() : null,
            );
            transaction.set(op.target, { ...op.payload, updatedAt }, { merge: op.merge });
          }
        }),
      );
    },
  };
  return api;
}
