import { checkNewDocumentId } from '../../../../shared/forms/id-checks';
import { texts } from '../../../../shared/texts/pt-BR';
import {
  PreconditionFailedError,
  serverTimestamp,
  type DocumentData,
  type DocumentStore,
} from '../../../data/ports';
import { errorMessage } from '../../../../shared/errors/error-message';
import { documentPathOf } from '../../../data/paths';
import { explainRefusal } from '../../../data/explain-refusal';

const t = texts.documentEditor.copy;

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character id like Firestore's own, made here so the copy's `id` property can match it. */
export function generateDocumentId(random = crypto.getRandomValues.bind(crypto)): string {
  const bytes = random(new Uint8Array(20));
  // 62 * 4 = 248: bytes from 248 up would favour the first letters, so they are redrawn.
  let id = '';
  for (const byte of bytes) if (byte < 248) id += ID_ALPHABET[byte % 62];
  return id.length === 20 ? id : id + generateDocumentId(random).slice(id.length);
}

export interface CopyRequest {
  sourceProjectId: string;
  collection: string;
  sourceId: string;
  targetProjectId: string;
  /** Empty: an id is generated. */
  newId: string;
}

export type CopyResult =
  | { ok: true; projectId: string; docId: string; path: string }
  | { ok: false; message: string };

/**
 * Copies a document as it is stored now to a new id, maybe in another project. The write
 * requires the target not to exist (`ifUpdatedAt: null`), so a copy never overwrites anything;
 * created/updated times are the copy's own.
 */
export async function copyDocument(
  documents: DocumentStore,
  request: CopyRequest,
  newId: () => string = generateDocumentId,
): Promise<CopyResult> {
  const typed = request.newId.trim() === '' ? null : request.newId;
  let docId: string;
  if (typed === null) docId = newId();
  else {
    const check = checkNewDocumentId(
      {
        collection: request.collection,
        title: '',
        fields: [{ type: 'text', name: 'id', title: t.newId }],
      },
      { id: typed },
    );
    if (check.kind !== 'ok')
      return { ok: false, message: check.kind === 'invalid' ? check.message : t.taken };
    docId = check.id;
  }
  const path = documentPathOf(request.targetProjectId, request.collection, docId);
  let copied: DocumentData = {};
  try {
    const source = await documents.get(
      documentPathOf(request.sourceProjectId, request.collection, request.sourceId),
    );
    if (!source.exists || !source.data) return { ok: false, message: t.sourceMissing };
    copied = copiedData(source.data, request.sourceId, docId);
    await documents.set(path, copied, { ifUpdatedAt: null });
    return { ok: true, projectId: request.targetProjectId, docId, path };
  } catch (error) {
    if (error instanceof PreconditionFailedError) return { ok: false, message: t.taken };
    // A copy onto an admin-only configuration says it needs an administrator.
    return {
      ok: false,
      message: t.failed(errorMessage(explainRefusal(error, path, null, copied))),
    };
  }
}

/** The source's data under its new id: an `id` property naming the source follows the copy. */
function copiedData(data: DocumentData, sourceId: string, docId: string): DocumentData {
  const copy: DocumentData = {
    ...data,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
  if (data.id === sourceId || (typeof data.id === 'number' && String(data.id) === sourceId)) {
    copy.id = docId;
  }
  return copy;
}
