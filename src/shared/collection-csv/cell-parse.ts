/**
 * Reading numbers and dates typed in a sheet. The export's own formats always read back;
 * so do the forms a pt-BR Excel writes when it saves the file again ('1.234,56',
 * '31/01/2026 10:30'). Anything else is refused rather than guessed.
 */

/** The export's form and JavaScript's: '-12', '1234.5', '.5', '1e-7'. */
const PLAIN_NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
/** pt-BR with a decimal comma: '1234,56', '1.234,56', '-0,5'. */
const COMMA_DECIMAL = /^[-+]?(\d+|\d{1,3}(\.\d{3})+),\d+$/;
/** pt-BR thousands without decimals, only when there are two dots or more: '1.234.567'. */
const DOTTED_THOUSANDS = /^[-+]?\d{1,3}(\.\d{3}){2,}$/;

/**
 * The number a cell holds, or undefined. With a comma, the comma is the decimal mark and
 * dots group thousands; without one, a single dot is the decimal point: '1.234' is 1.234,
 * as the export writes it, never one thousand two hundred thirty-four.
 */
export function parseNumberCell(text: string): number | undefined {
  const trimmed = text.trim();
  let normalized: string;
  if (PLAIN_NUMBER.test(trimmed)) normalized = trimmed;
  else if (COMMA_DECIMAL.test(trimmed)) normalized = trimmed.replaceAll('.', '').replace(',', '.');
  else if (DOTTED_THOUSANDS.test(trimmed)) normalized = trimmed.replaceAll('.', '');
  else return undefined;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : undefined;
}

export interface CalendarDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

interface DateTimeParts extends CalendarDay {
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** Minutes east of UTC when the text names its zone ('Z', '-03:00'); else local time. */
  offsetMinutes?: number;
}

const ISO_LIKE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;
const BRAZILIAN = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: (\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

function isRealDay({ year, month, day }: CalendarDay): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one (UTC: no daylight-saving gaps).
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function offsetOf(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return zone.startsWith('-') ? -minutes : minutes;
}

function partsOf(text: string): DateTimeParts | undefined {
  const trimmed = text.trim();
  const iso = ISO_LIKE.exec(trimmed);
  const br = iso ? null : BRAZILIAN.exec(trimmed);
  let parts: DateTimeParts;
  if (iso) {
    parts = {
      year: Number(iso[1]),
      month: Number(iso[2]),
      day: Number(iso[3]),
      hour: Number(iso[4] ?? 0),
      minute: Number(iso[5] ?? 0),
      second: Number(iso[6] ?? 0),
      millisecond: iso[7] ? Math.floor(Number(`0.${iso[7]}`) * 1000) : 0,
      ...(iso[8] ? { offsetMinutes: offsetOf(iso[8]) } : {}),
    };
  } else if (br) {
    parts = {
      day: Number(br[1]),
      month: Number(br[2]),
      year: Number(br[3]),
      hour: Number(br[4] ?? 0),
      minute: Number(br[5] ?? 0),
      second: Number(br[6] ?? 0),
      millisecond: 0,
    };
  } else return undefined;
  if (!isRealDay(parts) || parts.hour > 23 || parts.minute > 59 || parts.second > 59) {
    return undefined;
  }
  if (parts.offsetMinutes !== undefined && Math.abs(parts.offsetMinutes) > 18 * 60) {
    return undefined;
  }
  return parts;
}

/** Local time; set field by field, as the Date constructor reads years 0-99 as 1900-1999. */
function localDate(parts: DateTimeParts): Date {
  const date = new Date(0);
  date.setFullYear(parts.year, parts.month - 1, parts.day);
  date.setHours(parts.hour, parts.minute, parts.second, parts.millisecond);
  return date;
}

/**
 * A date field's cell: the calendar day written in it. A time part, if any, must be valid but
 * is dropped, zone included: '2026-01-31T00:00:00Z' is the 31st, not the 30th it would be in
 * São Paulo. The field stores that day at local midnight (as the date picker does).
 */
export function parseDateCell(text: string): Date | undefined {
  const parts = partsOf(text);
  if (!parts) return undefined;
  return localDate({ ...parts, hour: 0, minute: 0, second: 0, millisecond: 0 });
}

/**
 * A datetime field's cell: local time unless the text names its zone (ISO 'Z' or an offset).
 * A date alone is local midnight.
 */
export function parseDateTimeCell(text: string): Date | undefined {
  const parts = partsOf(text);
  if (!parts) return undefined;
  if (parts.offsetMinutes === undefined) return localDate(parts);
  const date = new Date(0);
  date.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  date.setUTCHours(parts.hour, parts.minute - parts.offsetMinutes, parts.second, parts.millisecond);
  return date;
}
