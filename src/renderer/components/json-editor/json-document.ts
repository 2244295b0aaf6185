import { isDateWrapper, unwrapDates, wrapDates } from '../../../shared/data/date-wrapper';
import { texts } from '../../../shared/texts/pt-BR';
import { errorMessage } from '../../../shared/errors/error-message';

const t = texts.editors.jsonEditor;

export type ToJsonResult = { ok: true; text: string } | { ok: false; message: string };
export type ParseJsonResult =
  | { ok: true; data: Record<string, unknown> }
  | { ok: false; message: string };

/**
 * A document as the JSON editor shows it: Dates as `{"__date": "<ISO>"}`, 2-space indent.
 * Failures (an invalid Date, a circular reference, a BigInt) come back as the spec's
 * 'Erro ao converter os dados para JSON: {detail}', never as a throw.
 */
export function toEditableJson(data: unknown): ToJsonResult {
  const problem = findUnconvertible(data, '$', new Set());
  if (problem) return { ok: false, message: t.toJsonFailed(problem) };
  try {
    const text = JSON.stringify(wrapDates(data), null, 2) as string | undefined;
    if (text === undefined) return { ok: false, message: t.toJsonFailed(t.nothingToConvert) };
    return { ok: true, text };
  } catch (error) {
    // A throwing toJSON, say: the engine's own words are the best detail left.
    return { ok: false, message: t.toJsonFailed(errorDetail(error)) };
  }
}

/** What JSON.stringify would choke on, named in pt-BR with where it is. */
function findUnconvertible(value: unknown, path: string, ancestors: Set<object>): string | null {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? t.badDate(path, String(value)) : null;
  }
  if (typeof value === 'bigint') return t.bigint(path);
  if (typeof value !== 'object' || value === null) return null;
  if (ancestors.has(value)) return t.circular(path);
  ancestors.add(value);
  const entries: Array<[string, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [`${path}[${index}]`, item])
    : Object.entries(value).map(([key, item]) => [`${path}.${key}`, item]);
  for (const [itemPath, item] of entries) {
    const found = findUnconvertible(item, itemPath, ancestors);
    if (found) return found;
  }
  ancestors.delete(value);
  return null;
}

/**
 * Parses what the user edited back into a document: wrappers become Dates. Anything that is not
 * a JSON object, or a wrapper whose ISO string is not a date, is refused with the spec's
 * 'JSON inválido: {detail}', so invalid JSON never reaches the store.
 */
export function parseEditedJson(text: string): ParseJsonResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: t.invalidJson(errorDetail(error)) };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, message: t.invalidJson(t.notAnObject) };
  }
  const badDate = findBadDateWrapper(parsed, '$');
  if (badDate) return { ok: false, message: t.invalidJson(t.badDate(badDate.path, badDate.value)) };
  return { ok: true, data: unwrapDates(parsed) as Record<string, unknown> };
}

/** unwrapDates leaves an unparseable wrapper as an object; the editor must say so instead. */
function findBadDateWrapper(value: unknown, path: string): { path: string; value: string } | null {
  if (isDateWrapper(value)) {
    return Number.isNaN(new Date(value.__date).getTime()) ? { path, value: value.__date } : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findBadDateWrapper(item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const found = findBadDateWrapper(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

function errorDetail(error: unknown): string {
  return errorMessage(error);
}
