import Dexie, { type EntityTable, type Table } from 'dexie';
import type { DocumentData } from '../ports';
import type { DocumentPath } from '../paths';
import { DATE_ORDER_INDEXES, ODD_DATES_INDEX, oddDateFields } from './date-order';
import { idOrderKey } from './id-order-key';

/** One Firestore-shaped document. `parent` is its collection path, indexed for queries. */
export interface DocumentRow {
  path: string;
  parent: string;
  id: string;
  /** idOrderKey(id): with `parent`, the index that reads a page in Firestore's id order. */
  idKey: string;
  /** oddDateFields(data), when there are any: the date orders its collection reads whole. */
  oddDates?: string;
  data: DocumentData;
}

/** A document's row as stored. */
export function documentRow(doc: DocumentPath, data: DocumentData): DocumentRow {
  const row: DocumentRow = {
    path: doc.path,
    parent: doc.parent,
    id: doc.id,
    idKey: idOrderKey(doc.id),
    data,
  };
  const oddDates = oddDateFields(data);
  if (oddDates !== undefined) row.oddDates = oddDates;
  return row;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

/** A finished upload; its bytes are the chunks stored under `uploadId`. */
export interface StoredFileRow {
  path: string;
  uploadId: string;
  size: number;
  contentType: string;
  chunkCount: number;
  storedAt: Date;
}

export interface FileChunkRow {
  uploadId: string;
  index: number;
  blob: Blob;
  /** When the chunk was written: lets a later start drop chunks of an upload cut short. */
  writtenAt: Date;
}

export type LocalDatabase = Dexie & {
  documents: EntityTable<DocumentRow, 'path'>;
  meta: EntityTable<MetaRow, 'key'>;
  storedFiles: EntityTable<StoredFileRow, 'path'>;
  fileChunks: Table<FileChunkRow, [string, number]>;
};

export interface DatabaseOptions {
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
}

export function openLocalDatabase(name: string, options: DatabaseOptions = {}): LocalDatabase {
  // Dexie's liveQuery never runs without a global IndexedDB (its SSR guard). Where there is
  // none (Node tests), the injected factory stands in; browsers always have their own.
  if (!Dexie.dependencies.indexedDB && options.indexedDB) {
    Dexie.dependencies.indexedDB = options.indexedDB;
    Dexie.dependencies.IDBKeyRange = options.IDBKeyRange ?? Dexie.dependencies.IDBKeyRange;
  }
  const db = new Dexie(name, {
    ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
    ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
  }) as LocalDatabase;
  db.version(1).stores({
    documents: '&path, parent',
    meta: '&key',
    storedFiles: '&path',
    fileChunks: '[uploadId+index], uploadId',
  });
  // Pages in id order (every collection list) read only their own rows: see readQueryById.
  db.version(2)
    .stores({ documents: '&path, parent, [parent+idKey]' })
    .upgrade((transaction) =>
      transaction
        .table<DocumentRow>('documents')
        .toCollection()
        .modify((row) => {
          row.idKey = idOrderKey(row.id);
        }),
    );
  // Pages by date alone (the live feeds) read only their own rows: see readDateOrdered.
  db.version(3)
    .stores({
      documents: [
        '&path, parent, [parent+idKey]',
        ...Object.values(DATE_ORDER_INDEXES),
        ODD_DATES_INDEX,
      ].join(', '),
    })
    .upgrade((transaction) =>
      transaction
        .table<DocumentRow>('documents')
        .toCollection()
        // false: this row is left as it is, so only the odd rows are written again.
        .modify((row) => {
          const oddDates = oddDateFields(row.data);
          if (oddDates === undefined) return false;
          row.oddDates = oddDates;
        }),
    );
  return db;
}

/** Meta key set once the first-run seed has been written (or there was nothing to seed). */
export const SEEDED_KEY = 'seededAt';
