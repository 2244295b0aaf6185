import { texts } from '../../../../shared/texts/pt-BR';
import {
  PreconditionFailedError,
  serverTimestamp,
  UPDATED_AT_MISSING,
  type DocumentStore,
  type SetOptions,
} from '../../../data/ports';
import { parseEditedJson, toEditableJson } from '../../../components/json-editor/json-document';
import { errorMessage } from '../../../../shared/errors/error-message';
import { explainRefusal } from '../../../data/explain-refusal';

const t = texts.editors.jsonEditor;
const local = texts.documentEditor.json;

export interface LoadedJsonDocument {
  text: string;
  /** The document as loaded: a refused save names the admin-only fields it changed. */
  data: Readonly<Record<string, unknown>>;
  /** The save's precondition: the document as loaded here must still be the stored one. */
  ifUpdatedAt: NonNullable<SetOptions['ifUpdatedAt']>;
}

export type LoadJsonResult = { ok: true; doc: LoadedJsonDocument } | { ok: false; message: string };

/** The document as editable JSON, or the spec's message for why it cannot be shown. */
export async function loadJsonDocument(
  documents: DocumentStore,
  path: string,
): Promise<LoadJsonResult> {
  let data: Record<string, unknown> | null;
  try {
    const snapshot = await documents.get(path);
    data = snapshot.exists ? snapshot.data : null;
  } catch (error) {
    return { ok: false, message: t.loadDocumentFailed(errorMessage(error)) };
  }
  if (!data) return { ok: false, message: t.notFound };
  const json = toEditableJson(data);
  if (!json.ok) return { ok: false, message: json.message };
  const updatedAt = data.updatedAt;
  return {
    ok: true,
    doc: {
      text: json.text,
      data,
      ifUpdatedAt: updatedAt instanceof Date ? updatedAt : UPDATED_AT_MISSING,
    },
  };
}

export type SaveJsonResult = { ok: true } | { ok: false; message: string };

/**
 * Writes the edited JSON as the whole document (a key removed in the editor is removed), stamped
 * now, only if nobody changed the document since it was loaded. Invalid JSON never reaches the
 * store.
 */
export async function saveJsonDocument(
  documents: DocumentStore,
  path: string,
  text: string,
  loaded: LoadedJsonDocument,
): Promise<SaveJsonResult> {
  const parsed = parseEditedJson(text);
  if (!parsed.ok) return parsed;
  try {
    await documents.set(
      path,
      { ...parsed.data, updatedAt: serverTimestamp() },
      { ifUpdatedAt: loaded.ifUpdatedAt },
    );
    return { ok: true };
  } catch (error) {
    const detail =
      error instanceof PreconditionFailedError
        ? local.changedByOther
        : errorMessage(explainRefusal(error, path, loaded.data, parsed.data));
    return { ok: false, message: t.saveFailed(detail) };
  }
}
