import type { DocumentSnapshot, DocumentStore } from '../../../data/ports';
import { pageQuery } from '../../../data/live-pages';

/** Documents per read: the cursor walks the collection in pieces of this size. */
export const READ_PAGE_SIZE = 1_000;

export class ReadCanceledError extends Error {
  constructor() {
    super('read canceled');
    this.name = 'ReadCanceledError';
  }
}

/**
 * Every document of a collection, read in pages by id with a cursor (one read can be any
 * size), saying how many so far; stops between pages once `signal` aborts.
 */
export async function readWholeCollection(
  documents: DocumentStore,
  collectionPath: string,
  options: { onProgress?: (read: number) => void; signal?: AbortSignal; pageSize?: number } = {},
): Promise<DocumentSnapshot[]> {
  const { onProgress, signal, pageSize = READ_PAGE_SIZE } = options;
  const all: DocumentSnapshot[] = [];
  let after: string | null = null;
  for (;;) {
    if (signal?.aborted) throw new ReadCanceledError();
    const page = await documents.query(collectionPath, pageQuery({ after, end: null }, pageSize));
    all.push(...page);
    onProgress?.(all.length);
    if (page.length < pageSize) return all;
    after = page[page.length - 1]!.id;
  }
}
