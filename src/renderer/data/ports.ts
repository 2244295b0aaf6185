import { texts } from '../../shared/texts/pt-BR';

/**
 * The three data ports. Screens import only these types (and the provider hook), never an
 * adapter or the Firebase SDK. Paths are Firestore-shaped: `project/{id}/{collection}/{doc}`.
 * Timestamps cross every port as JS Date.
 */

export type DocumentData = Record<string, unknown>;
export type Unsubscribe = () => void;

export interface DocumentSnapshot {
  id: string;
  /** Full path, e.g. `project/demo/product-data/1011`. */
  path: string;
  exists: boolean;
  data: DocumentData | null;
}

export type WhereOperator = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'array-contains';

export interface WhereClause {
  field: string;
  op: WhereOperator;
  value: unknown;
}

/**
 * A field name that stands for the document id (Firestore's `documentId()`), in `orderBy` and
 * in `where`. Its values are plain ids (`'p1'`, never a path); ids order as Firestore orders
 * them, by UTF-8 bytes. Firestore reserves `__name__` for exactly this, so no stored field
 * can clash with it. Order by it ascending: the Firestore emulator refuses a descending scan
 * by id.
 */
export const DOCUMENT_ID_FIELD = '__name__';

export interface OrderByClause {
  /** A dotted field path, or DOCUMENT_ID_FIELD. */
  field: string;
  direction?: 'asc' | 'desc';
}

export interface QuerySpec {
  where?: WhereClause[];
  orderBy?: OrderByClause[];
  /**
   * Firestore cursors: values for the `orderBy` fields, in order (a prefix of them is fine;
   * an id for DOCUMENT_ID_FIELD). `startAfter` keeps only what sorts after that position,
   * `startAt` what sorts at or after it (one of the two), `endAt` only what sorts at or before
   * it; all are compared in each field's direction and across types in Firestore's order. A
   * cursor needs an `orderBy`.
   */
  startAfter?: readonly unknown[];
  startAt?: readonly unknown[];
  endAt?: readonly unknown[];
  /** Applied after the cursors. */
  limit?: number;
}

/** Placeholder resolved by the store to its own clock at write time. */
export interface ServerTimestampSentinel {
  readonly __sentinel: 'serverTimestamp';
}
export const serverTimestamp = (): ServerTimestampSentinel => ({ __sentinel: 'serverTimestamp' });
export const isServerTimestamp = (value: unknown): value is ServerTimestampSentinel =>
  typeof value === 'object' &&
  value !== null &&
  (value as { __sentinel?: unknown }).__sentinel === 'serverTimestamp';

export interface SetOptions {
  merge?: boolean;
  /**
   * Write only if the stored document's `updatedAt` still equals this value (null: the
   * document must not exist; UPDATED_AT_MISSING: it exists without one). Otherwise the write fails with PreconditionFailedError and
   * nothing is written, so an autosave never overwrites someone else's change.
   */
  ifUpdatedAt?: Date | null | typeof UPDATED_AT_MISSING;
}

/**
 * `ifUpdatedAt` for a document that exists but was never stamped (imported data): the write
 * happens only if it still exists and still has no `updatedAt`, so the first save elsewhere
 * (which stamps it) still stops ours.
 */
export const UPDATED_AT_MISSING = 'missing';

export class PreconditionFailedError extends Error {
  constructor(
    readonly path: string,
    readonly current: DocumentSnapshot,
  ) {
    super(texts.data.preconditionFailed(path));
    this.name = 'PreconditionFailedError';
  }
}

/** Writes committed together: all or none. */
export interface WriteBatch {
  /**
   * `ifUpdatedAt` means what it means for DocumentStore.set, checked at commit against the
   * documents as they were before the batch: if any precondition fails, commit throws
   * PreconditionFailedError and writes nothing of the batch.
   */
  set(path: string, data: DocumentData, options?: SetOptions): WriteBatch;
  /** Adds to a collection with a generated id; returns the new document's path. */
  add(collectionPath: string, data: DocumentData): string;
  delete(path: string): WriteBatch;
  commit(): Promise<void>;
}

/** What a `set` stored, so a conflict-safe save needs no read-back. */
export interface SetResult {
  /**
   * The `updatedAt` this write stored, for a write with `ifUpdatedAt` whose top-level
   * `updatedAt` is serverTimestamp(); null otherwise. The store picks it inside the write's
   * transaction, later than the one it replaces, so it is the document's next version mark.
   */
  updatedAt: Date | null;
}

export interface DocumentStore {
  get(path: string): Promise<DocumentSnapshot>;
  set(path: string, data: DocumentData, options?: SetOptions): Promise<SetResult>;
  /** Returns the generated document id. */
  add(collectionPath: string, data: DocumentData): Promise<string>;
  delete(path: string): Promise<void>;
  query(collectionPath: string, spec?: QuerySpec): Promise<DocumentSnapshot[]>;
  watchDocument(
    path: string,
    onNext: (snapshot: DocumentSnapshot) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe;
  watchQuery(
    collectionPath: string,
    spec: QuerySpec,
    onNext: (snapshots: DocumentSnapshot[]) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe;
  batch(): WriteBatch;
  /**
   * Writes per batch for a bulk write of many documents (a CSV import), the store's most
   * too; absent, Firestore's 500. Each batch costs a commit and a re-run of every live list.
   */
  readonly bulkBatchSize?: number;
}

/**
 * What an upload stored. No URL: the console API answers the registered file's own, and
 * resolveUrl gives one on demand (a download URL is a round trip on Firebase, and a local
 * object URL a read of every chunk back).
 */
export interface StoredFile {
  /** Storage path, with `{project}` already replaced. */
  path: string;
  size: number;
  contentType: string;
}

export interface FileRecord {
  id: string;
  url: string;
  filename: string;
  path: string;
  isPublic: boolean;
  width?: number;
  height?: number;
  contentType?: string;
  size?: number;
}

export interface UploadOptions {
  contentType?: string;
  /** Fraction 0..1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export class UploadCanceledError extends Error {
  constructor() {
    super(texts.data.uploadCancelled);
    this.name = 'UploadCanceledError';
  }
}

/** Bytes read as they arrive (a file chosen in the native dialog), never whole in memory. */
export interface UploadStream {
  stream: ReadableStream<Uint8Array>;
  /** Bytes the stream will yield: progress is measured against it. */
  size: number;
  type?: string;
}

export type UploadSource = Blob | UploadStream;

export interface FileStore {
  upload(path: string, source: UploadSource, options?: UploadOptions): Promise<StoredFile>;
  /** Deletes stored bytes (an upload the console API did not register); a missing path is fine. */
  remove(path: string): Promise<void>;
  /** Records an uploaded file under `project/{id}/files` so editors can reference it. */
  register(projectId: string, file: Omit<FileRecord, 'id'>): Promise<FileRecord>;
  /**
   * The console API registered `record` (spec 01 §7: it is the source of truth). Firebase: its
   * server wrote `project/{id}/files/{record.id}`, so nothing is left to do. Local: the embedded
   * store is the project's backend, so the record is written here under the API's id.
   */
  keepRegistered(projectId: string, record: FileRecord): Promise<void>;
  setVisibility(projectId: string, fileId: string, isPublic: boolean): Promise<void>;
  resolveUrl(path: string): Promise<string>;
}

export interface ConsoleUser {
  id: string;
  email: string | null;
  displayName: string | null;
  phoneNumber: string | null;
  claims: Record<string, unknown>;
}

export interface Identity {
  /** False for the local operator, who is always signed in. */
  readonly requiresSignIn: boolean;
  currentUser(): ConsoleUser | null;
  onUserChanged(listener: (user: ConsoleUser | null) => void): Unsubscribe;
  signIn(email: string, password: string): Promise<ConsoleUser>;
  signOut(): Promise<void>;
  /** Token for server calls; null when there is no server identity (local operator). */
  getIdToken(): Promise<string | null>;
}

export interface DataPorts {
  documents: DocumentStore;
  files: FileStore;
  identity: Identity;
  dispose(): Promise<void>;
}
