import { wrapDates } from '../../../../shared/data/date-wrapper';

const PREVIEW_LIMIT = 300;

/** A short JSON text of any stored value (Dates as wrappers), for read-only display. */
export function valuePreview(value: unknown, limit = PREVIEW_LIMIT): string {
  let text: string;
  try {
    text = JSON.stringify(wrapDates(value)) ?? String(value);
  } catch {
    // A cycle or a BigInt: still show something rather than nothing.
    text = String(value);
  }
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}
