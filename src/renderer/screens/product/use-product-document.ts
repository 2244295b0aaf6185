import { useEffect, useState } from 'react';
import type { DocumentData } from '../../data/ports';
import { useDataPorts } from '../../data/provider';

export type ProductDocumentState =
  | { status: 'loading' }
  | { status: 'ready'; data: DocumentData | null }
  | { status: 'error'; detail: string };

/** project/{id}/product-data/{code}, live: a change made elsewhere shows without a reload. */
export function useProductDocument(path: string): ProductDocumentState {
  const { documents } = useDataPorts();
  const [state, setState] = useState<ProductDocumentState>({ status: 'loading' });
  useEffect(() => {
    setState({ status: 'loading' });
    return documents.watchDocument(
      path,
      (snapshot) => setState({ status: 'ready', data: snapshot.exists ? snapshot.data : null }),
      (error) => setState({ status: 'error', detail: error.message }),
    );
  }, [documents, path]);
  return state;
}
