/**
 * Checks on the id a user types when creating a document (spec 01 §5). Pure: whether the id is
 * taken is the store's answer; this only words it.
 */
import { getAt, pathOfName } from './value-path';
import { idFieldOf, storedName, type FormDefinition } from './field-definition';
import { formsTexts } from '../texts/forms';

export type NewIdCheck =
  /** The form has no id field: the store generates one (`add`). */
  { kind: 'generated' } | { kind: 'ok'; id: string } | { kind: 'invalid'; message: string };

const t = formsTexts.create;

/** Firestore's limit on a document id, in UTF-8 bytes. */
const MAX_ID_BYTES = 1500;

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** The id field's title for messages: title, else name. */
function fieldTitle(definition: FormDefinition): string {
  const field = idFieldOf(definition);
  return field ? (field.title ?? field.name) : t.idFallbackTitle;
}

export function checkNewDocumentId(
  definition: FormDefinition,
  values: Readonly<Record<string, unknown>>,
): NewIdCheck {
  const field = idFieldOf(definition);
  if (!field) return { kind: 'generated' };
  const title = fieldTitle(definition);
  const raw = getAt(values, pathOfName(storedName(field)));
  const id = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw;
  if (typeof id !== 'string' || id.trim() === '') {
    return { kind: 'invalid', message: t.fillField(title) };
  }
  // Firestore reads '/' as a path separator and refuses '.', '..' and '__x__' ids.
  if (id.includes('/')) return { kind: 'invalid', message: t.idHasSlash(title) };
  if (id === '.' || id === '..') return { kind: 'invalid', message: t.idIsDots(title) };
  if (/^__.*__$/.test(id)) return { kind: 'invalid', message: t.idReserved(title) };
  // Leading or trailing spaces make ids that look equal and are not.
  if (id.trim() !== id) return { kind: 'invalid', message: t.idSpaces(title) };
  if (utf8Length(id) > MAX_ID_BYTES) return { kind: 'invalid', message: t.idTooLong(title) };
  return { kind: 'ok', id };
}

/** 'Já existe um documento com esse {title or ID}': the id field's title, else 'ID'. */
export function duplicateIdMessage(definition: FormDefinition): string {
  const field = idFieldOf(definition);
  return t.alreadyExists(field?.title ?? t.idFallbackTitle);
}
