import { isDateWrapper, unwrapDates } from '../../../../shared/data/date-wrapper';
import { texts } from '../../../../shared/texts/pt-BR';
import { toEditableJson } from '../../../components/json-editor/json-document';
import { errorMessage } from '../../../../shared/errors/error-message';

const t = texts.editors.jsonEditor;

export type JsonText = { ok: true; text: string } | { ok: false; message: string };
export type JsonValue = { ok: true; value: unknown } | { ok: false; message: string };

/** A stored value as editable JSON; nothing stored is an empty text. */
export function jsonTextOf(value: unknown): JsonText {
  if (value === undefined) return { ok: true, text: '' };
  return toEditableJson(value);
}

/** Where unwrapDates left a wrapper: its ISO string is not a date. */
function badWrapper(value: unknown, path: string): { path: string; iso: string } | null {
  if (isDateWrapper(value)) return { path, iso: value.__date };
  if (value === null || typeof value !== 'object' || value instanceof Date) return null;
  const entries: Array<[string, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [`${path}[${index}]`, item])
    : Object.entries(value).map(([key, item]) => [`${path}.${key}`, item]);
  for (const [itemPath, item] of entries) {
    const found = badWrapper(item, itemPath);
    if (found) return found;
  }
  return null;
}

/**
 * Typed JSON back to a value: wrappers become Dates, an empty text is null. Invalid JSON or
 * an unreadable date is refused with 'JSON inválido: {detail}' and never reaches the store.
 */
export function parseJsonValue(text: string): JsonValue {
  if (text.trim() === '') return { ok: true, value: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      message: t.invalidJson(errorMessage(error)),
    };
  }
  const value = unwrapDates(parsed);
  const bad = badWrapper(value, '$');
  if (bad) return { ok: false, message: t.invalidJson(t.badDate(bad.path, bad.iso)) };
  return { ok: true, value };
}
