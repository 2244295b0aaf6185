import { useEffect, useState } from 'react';
import { errorMessage } from '../../shared/errors/error-message';
import { collectionPathOf } from './paths';
import { DOCUMENT_ID_FIELD, type DocumentData, type QuerySpec } from './ports';
import { useActiveProject, useDataPorts } from './provider';
import { isDocumentIdUsable } from './document-ids';

/** Firestore's cap on the values of one `in` filter. */
const IN_LIMIT = 30;

/** One live read of up to IN_LIMIT documents by id. */
export const documentsByIdQuery = (ids: readonly string[]): QuerySpec => ({
  where: [{ field: DOCUMENT_ID_FIELD, op: 'in', value: ids }],
});

export type DocumentsById =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly byId: ReadonlyMap<string, DocumentData> };

/**
 * Documents of `collection` in the active project by id, followed live: one `in` query per 30
 * ids, not one subscription per document. Ids without a document are absent from `byId`.
 */
export function useDocumentsById(collection: string, ids: readonly string[]): DocumentsById {
  const { documents } = useDataPorts();
  const projectId = useActiveProject();
  const idsKey = JSON.stringify(ids);
  const key = `${projectId}/${collection}:${idsKey}`;
  const [result, setResult] = useState<{ key: string; state: DocumentsById } | null>(null);

  useEffect(() => {
    const wanted = [...new Set(JSON.parse(idsKey) as string[])].filter(isDocumentIdUsable);
    const chunks: string[][] = [];
    for (let at = 0; at < wanted.length; at += IN_LIMIT)
      chunks.push(wanted.slice(at, at + IN_LIMIT));
    if (chunks.length === 0) {
      setResult({ key, state: { status: 'ready', byId: new Map() } });
      return;
    }
    const found: Array<Map<string, DocumentData> | undefined> = chunks.map(() => undefined);
    let active = true;
    const publish = () => {
      if (!active || found.some((chunk) => chunk === undefined)) return;
      const byId = new Map<string, DocumentData>();
      for (const chunk of found) for (const [id, data] of chunk!) byId.set(id, data);
      setResult({ key, state: { status: 'ready', byId } });
    };
    const fail = (error: unknown) =>
      active && setResult({ key, state: { status: 'error', message: errorMessage(error) } });
    const stops: Array<() => void> = [];
    try {
      chunks.forEach((chunk, index) => {
        stops.push(
          documents.watchQuery(
            collectionPathOf(projectId, collection),
            documentsByIdQuery(chunk),
            (snapshots) => {
              found[index] = new Map(
                snapshots.filter((doc) => doc.exists).map((doc) => [doc.id, doc.data ?? {}]),
              );
              publish();
            },
            fail,
          ),
        );
      });
    } catch (error) {
      fail(error);
    }
    return () => {
      active = false;
      for (const stop of stops) stop();
    };
  }, [documents, projectId, collection, idsKey, key]);

  return result && result.key === key ? result.state : { status: 'loading' };
}
