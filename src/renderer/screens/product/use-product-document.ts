import type { DocumentData } from '../../data/ports';
import { useLiveDocument } from '../../data/use-live-document';

export type ProductDocumentState =
  | { status: 'loading' }
  | { status: 'ready'; data: DocumentData | null }
  | { status: 'error'; detail: string };

/** project/{id}/product-data/{code}, live: a change made elsewhere shows without a reload. */
export function useProductDocument(path: string): ProductDocumentState {
  const live = useLiveDocument(path);
  if (live.status === 'failed') return { status: 'error', detail: live.error.message };
  if (live.status === 'loading') return live;
  return { status: 'ready', data: live.snapshot.exists ? live.snapshot.data : null };
}
