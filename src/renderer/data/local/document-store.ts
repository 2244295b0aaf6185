import Dexie, { liveQuery, type Subscription } from 'dexie';
import {
  DOCUMENT_ID_FIELD,
  isServerTimestamp,
  PreconditionFailedError,
  UPDATED_AT_MISSING,
  type DocumentData,
  type DocumentSnapshot,
  type DocumentStore,
  type QuerySpec,
  type SetOptions,
  type SetResult,
  type Unsubscribe,
  type WriteBatch,
} from '../ports';
import { texts } from '../../../shared/texts/pt-BR';
import { autoId } from './auto-id';
import { documentRow, type DocumentRow, type LocalDatabase } from './database';
import { dateOrderOf, readDateOrdered } from './date-order';
import { idOrderKey } from './id-order-key';
import { parseCollectionPath, parseDocumentPath, validateQuery, type DocumentPath } from '../paths';
import { nextVersionStamp, stampsVersion } from '../version-stamp';
import { assertAuditRules, auditReads } from './product-audit';
import { runQuery } from './query';
import { cloneData, mergeData, prepareData } from './values';
import { toError } from '../../../shared/errors/error-message';

/** A write waiting for its transaction; data keeps its serverTimestamp() sentinels. */
type WriteOp =
  | {
      kind: 'set';
      doc: DocumentPath;
      data: DocumentData;
      merge: boolean;
      ifUpdatedAt?: SetOptions['ifUpdatedAt'];
      /** The store stamps updatedAt itself and reports it (see version-stamp.ts). */
      stampsVersion: boolean;
    }
  | { kind: 'delete'; doc: DocumentPath };

function toSnapshot(doc: DocumentPath, row: DocumentRow | undefined): DocumentSnapshot {
  return {
    id: doc.id,
    path: doc.path,
    exists: row !== undefined,
    data: row ? cloneData(row.data) : null,
  };
}

/** Validates now (so bad data fails at the call, as in Firestore) and copies the caller's data. */
function setOp(path: string, data: DocumentData, options: SetOptions = {}): WriteOp {
  const doc = parseDocumentPath(path);
  prepareData(data, new Date());
  return {
    kind: 'set',
    doc,
    data: cloneData(data),
    merge: options.merge === true,
    stampsVersion: stampsVersion(data, options),
    ...(options.ifUpdatedAt !== undefined ? { ifUpdatedAt: options.ifUpdatedAt } : {}),
  };
}

function sameUpdatedAt(
  stored: DocumentRow | undefined,
  expected: NonNullable<SetOptions['ifUpdatedAt']> | null,
): boolean {
  if (expected === null) return stored === undefined;
  const current = stored?.data.updatedAt;
  if (expected === UPDATED_AT_MISSING) return stored !== undefined && !(current instanceof Date);
  return current instanceof Date && current.getTime() === expected.getTime();
}

/** No filter, no order but the document id's, and cursors (if any) that are plain ids. */
const ordersByIdOnly = (spec: QuerySpec): boolean =>
  (spec.where ?? []).length === 0 &&
  (spec.orderBy ?? []).every((clause) => clause.field === DOCUMENT_ID_FIELD) &&
  [spec.startAfter, spec.startAt, spec.endAt].every(
    (cursor) => cursor === undefined || (cursor.length === 1 && typeof cursor[0] === 'string'),
  );

/** Below this many paths a batch's reads are one bulk get, no range probe first. */
const RANGE_PROBE_MIN = 50;

/** The least and the greatest path, in IndexedDB's order for strings (UTF-16 code units). */
function keyBounds(paths: readonly string[]): [string, string] {
  let low = paths[0]!;
  let high = low;
  for (const path of paths) {
    if (path < low) low = path;
    if (path > high) high = path;
  }
  return [low, high];
}

export class LocalDocumentStore implements DocumentStore {
  /**
   * A local transaction has no write cap: fewer, larger batches cut the per-commit cost (the
   * transaction's and every live list's re-read), and 100,000 rows still move a bar 50 times.
   */
  readonly bulkBatchSize = 2_000;
  private readonly subscriptions = new Set<Subscription>();

  constructor(
    private readonly db: LocalDatabase,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Applies writes in one Dexie transaction: all of them, or none if any throws. Resolves
   * with the version each conflict-safe set stamped (null for the other writes). `audited`:
   * product panel fields change only with their changelog entry, and that log is
   * append-only (product-audit.ts), as the Firestore rules demand of every console; only the
   * backend's own writes skip it.
   */
  private async commit(ops: WriteOp[], audited = true): Promise<Array<Date | null>> {
    if (ops.length === 0) return [];
    const reads = audited ? auditReads(ops.map((op) => op.doc)) : [];
    return this.db.transaction('rw', this.db.documents, async () => {
      // One bulk read of every document the batch checks or merges into, and one bulk write
      // at the end: a batch of hundreds (a CSV import) is a few IndexedDB requests, not two
      // round trips per write.
      const needed = new Set<string>();
      for (const op of ops) {
        if (
          op.kind === 'set' &&
          (op.ifUpdatedAt !== undefined || op.merge || isServerTimestamp(op.data.updatedAt))
        ) {
          needed.add(op.doc.path);
        }
      }
      for (const path of reads) needed.add(path);
      const before = await this.storedRows([...needed]);
      // Every precondition first, against the documents as they were before these writes
      // (as a Firestore transaction reads before it writes); one failure aborts them all.
      for (const op of ops) {
        if (op.kind !== 'set' || op.ifUpdatedAt === undefined) continue;
        const stored = before.get(op.doc.path);
        if (!sameUpdatedAt(stored, op.ifUpdatedAt)) {
          throw new PreconditionFailedError(op.doc.path, toSnapshot(op.doc, stored));
        }
      }
      const now = this.clock();
      const stamps: Array<Date | null> = [];
      // What each path holds after the ops so far (undefined: deleted), so a later op on the
      // same document builds on an earlier one, as in a Firestore batch.
      const after = new Map<string, DocumentRow | undefined>(before);
      for (const op of ops) {
        if (op.kind === 'delete') {
          after.set(op.doc.path, undefined);
          stamps.push(null);
          continue;
        }
        // Every stamped updatedAt is later than the one it replaces, so two saves in the same
        // millisecond never share a version mark.
        const versioned = isServerTimestamp(op.data.updatedAt);
        const stored = op.merge || versioned ? after.get(op.doc.path) : undefined;
        const previous = stored?.data.updatedAt;
        const stamp = versioned
          ? nextVersionStamp(now, previous instanceof Date ? previous : null)
          : now;
        const prepared = prepareData(op.data, stamp);
        after.set(
          op.doc.path,
          documentRow(op.doc, op.merge && stored ? mergeData(stored.data, prepared) : prepared),
        );
        stamps.push(op.stampsVersion ? stamp : null);
      }
      const written = new Map(ops.map((op) => [op.doc.path, op.doc]));
      if (reads.length > 0) assertAuditRules([...written.values()], before, after);
      const puts: DocumentRow[] = [];
      const deletes: string[] = [];
      for (const path of written.keys()) {
        const row = after.get(path);
        if (row) puts.push(row);
        else deletes.push(path);
      }
      if (deletes.length > 0) await this.db.documents.bulkDelete(deletes);
      if (puts.length > 0) await this.db.documents.bulkPut(puts);
      return stamps;
    });
  }

  /**
   * The stored row of each path (undefined: none), inside the caller's transaction. A bulk
   * write's paths are mostly one run of ids (a CSV import's), often new: one key-only read of
   * their range tells which exist, and only those are read. A range crowded with other
   * documents is read path by path, as is a short list.
   */
  private async storedRows(paths: string[]): Promise<Map<string, DocumentRow | undefined>> {
    const before = new Map<string, DocumentRow | undefined>();
    let wanted = paths;
    if (paths.length >= RANGE_PROBE_MIN) {
      const [low, high] = keyBounds(paths);
      const most = paths.length * 2;
      const keys = await this.db.documents
        .where('path')
        .between(low, high, true, true)
        .limit(most + 1)
        .primaryKeys();
      if (keys.length <= most) {
        const asked = new Set(paths);
        for (const path of paths) before.set(path, undefined);
        wanted = keys.filter((key) => asked.has(key));
      }
    }
    const rows = await this.db.documents.bulkGet(wanted);
    for (const [index, path] of wanted.entries()) before.set(path, rows[index]);
    return before;
  }

  async get(path: string): Promise<DocumentSnapshot> {
    const doc = parseDocumentPath(path);
    return toSnapshot(doc, await this.db.documents.get(doc.path));
  }

  async set(path: string, data: DocumentData, options?: SetOptions): Promise<SetResult> {
    const [updatedAt] = await this.commit([setOp(path, data, options)]);
    return { updatedAt: updatedAt ?? null };
  }

  /**
   * A set by the project's backend itself, outside the console's rules (on Firebase, a
   * service's Admin SDK write): the embedded demo services' product writes, and tests
   * seeding data as such a service would (test-support/local-ports.ts). Never handed to UI
   * code, which only sees the DocumentStore port.
   */
  async writeAsBackend(path: string, data: DocumentData, options?: SetOptions): Promise<void> {
    await this.commit([setOp(path, data, options)], false);
  }

  async add(collectionPath: string, data: DocumentData): Promise<string> {
    const collection = parseCollectionPath(collectionPath);
    const id = autoId();
    await this.commit([setOp(`${collection.path}/${id}`, data)]);
    return id;
  }

  async delete(path: string): Promise<void> {
    await this.commit([{ kind: 'delete', doc: parseDocumentPath(path) }]);
  }

  async query(collectionPath: string, spec: QuerySpec = {}): Promise<DocumentSnapshot[]> {
    const collection = parseCollectionPath(collectionPath);
    validateQuery(spec);
    return this.readQuery(collection.path, spec);
  }

  private async readQuery(collection: string, spec: QuerySpec): Promise<DocumentSnapshot[]> {
    if (ordersByIdOnly(spec)) return this.readQueryById(collection, spec);
    // Each branch starts its read before any await, which liveQuery needs to watch it.
    const order = dateOrderOf(spec);
    const rows = order
      ? await readDateOrdered(this.db, collection, spec, order)
      : runQuery(await this.db.documents.where('parent').equals(collection).toArray(), spec);
    return rows.map((row) => toSnapshot(parseDocumentPath(row.path), row));
  }

  /**
   * A page ordered by id alone (every collection list's live pages): read through the
   * [parent+idKey] index, so only the page's own documents are read. A live page re-runs
   * after every write to its collection (a CSV import commits hundreds of batches): reading
   * the whole collection each time made the spec's largest import crawl.
   */
  private async readQueryById(collection: string, spec: QuerySpec): Promise<DocumentSnapshot[]> {
    const descending = spec.orderBy?.[0]?.direction === 'desc';
    const start = spec.startAfter?.[0] ?? spec.startAt?.[0];
    const startOpen = spec.startAfter !== undefined;
    const until = spec.endAt?.[0];
    // startAfter excludes its id; startAt and endAt include their own. Descending, both
    // bounds swap sides.
    const [low, lowOpen, high, highOpen] = descending
      ? [until, false, start, startOpen]
      : [start, startOpen, until, false];
    let rows = this.db.documents
      .where('[parent+idKey]')
      .between(
        [collection, low === undefined ? Dexie.minKey : idOrderKey(low as string)],
        [collection, high === undefined ? Dexie.maxKey : idOrderKey(high as string)],
        low === undefined || !lowOpen,
        high === undefined || !highOpen,
      );
    if (descending) rows = rows.reverse();
    if (spec.limit !== undefined) rows = rows.limit(spec.limit);
    return (await rows.toArray()).map((row) => toSnapshot(parseDocumentPath(row.path), row));
  }

  watchDocument(
    path: string,
    onNext: (snapshot: DocumentSnapshot) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe {
    const doc = parseDocumentPath(path);
    return this.watch(
      () => this.db.documents.get(doc.path),
      (row) => onNext(toSnapshot(doc, row)),
      onError,
    );
  }

  watchQuery(
    collectionPath: string,
    spec: QuerySpec,
    onNext: (snapshots: DocumentSnapshot[]) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe {
    const collection = parseCollectionPath(collectionPath);
    validateQuery(spec);
    return this.watch(() => this.readQuery(collection.path, spec), onNext, onError);
  }

  /** liveQuery re-runs the read whenever a write (here or in another tab) touches its range. */
  private watch<T>(
    read: () => Promise<T>,
    onNext: (value: T) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe {
    let active = true;
    const subscription = liveQuery(read).subscribe({
      next: (value) => {
        if (active) onNext(value);
      },
      error: (error: unknown) => {
        if (active) onError?.(toError(error));
      },
    });
    this.subscriptions.add(subscription);
    return () => {
      active = false;
      subscription.unsubscribe();
      this.subscriptions.delete(subscription);
    };
  }

  batch(): WriteBatch {
    const ops: WriteOp[] = [];
    let committed = false;
    const guard = () => {
      if (committed) throw new Error(texts.data.batchCommitted);
    };
    const batch: WriteBatch = {
      set: (path, data, options) => {
        guard();
        ops.push(setOp(path, data, options));
        return batch;
      },
      add: (collectionPath, data) => {
        guard();
        const collection = parseCollectionPath(collectionPath);
        const path = `${collection.path}/${autoId()}`;
        ops.push(setOp(path, data));
        return path;
      },
      delete: (path) => {
        guard();
        ops.push({ kind: 'delete', doc: parseDocumentPath(path) });
        return batch;
      },
      commit: async () => {
        guard();
        committed = true;
        await this.commit(ops);
      },
    };
    return batch;
  }

  /** Stops every live subscription (called when the ports are disposed). */
  close(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.subscriptions.clear();
  }
}
