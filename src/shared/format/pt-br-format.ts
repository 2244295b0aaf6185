/**
 * How values read in pt-BR, in one place: money, numbers, percentages, durations, dates and
 * any stored value as a short line. Screens choose the empty text; these return null for
 * "nothing to show" where a caller may want its own placeholder.
 */
import dayjs from 'dayjs';
import { wrapDates } from '../data/date-wrapper';

/** The placeholder of a missing number in tables and panels. */
export const NO_VALUE = '—';

/**
 * A pt-BR number format made on its first use, not as this module loads: a page's first
 * Intl.NumberFormat loads ICU's number data (tens of ms in a fresh page), and the first
 * screen's code imports this module without formatting any number.
 */
function numberFormat(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | undefined;
  return () => (format ??= new Intl.NumberFormat('pt-BR', options));
}

const brl = numberFormat({ style: 'currency', currency: 'BRL' });
const decimal2 = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plain = numberFormat({ maximumFractionDigits: 6 });

/** A finite number from a number or numeric text ("1299.90", "1299,90"); else null. */
export function numberFrom(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value.trim().replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : null;
}

/** 'R$ 429,90' (with the non-breaking space Intl puts after R$); null when there is no number. */
export function formatBrl(value: unknown): string | null {
  const n = numberFrom(value);
  return n === null ? null : brl().format(n);
}

/** '1,66': two decimals; null when there is no number. */
export function formatDecimal2(value: unknown): string | null {
  const n = numberFrom(value);
  return n === null ? null : decimal2().format(n);
}

/** '3,25%'; null when there is no number. */
export function formatPercent(value: unknown): string | null {
  const n = formatDecimal2(value);
  return n === null ? null : `${n}%`;
}

/** '1.234,5': up to 6 decimals, as typed values are. */
export const formatNumber = (value: number): string => plain().format(value);

const oneDecimal = numberFormat({ maximumFractionDigits: 1 });

/** A size in bytes as people read it: "512 B", "4 KB", "1,5 MB", "2 GB" (1 KB = 1024 B). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${oneDecimal().format(value)} ${units[unit]}`;
}

/** A duration in short units: "1 h 05 min", "3 min 07 s", "12 s". */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  if (hours > 0) return `${hours} h ${pad(minutes)} min`;
  if (minutes > 0) return `${minutes} min ${pad(seconds)} s`;
  return `${seconds} s`;
}

/** 'DD/MM/YYYY HH:mm', with seconds on request; a local midnight alone reads as the day. */
export function formatDateTime(date: Date, { seconds = false } = {}): string {
  const day = dayjs(date);
  if (!seconds && day.hour() === 0 && day.minute() === 0 && day.second() === 0) {
    return day.format('DD/MM/YYYY');
  }
  return day.format(seconds ? 'DD/MM/YYYY HH:mm:ss' : 'DD/MM/YYYY HH:mm');
}

const clip = (text: string, limit: number) =>
  text.length > limit ? `${text.slice(0, limit)}…` : text;

/** A short JSON text of any stored value (Dates as wrappers), for read-only display. */
export function jsonPreview(value: unknown, limit = 300): string {
  let text: string;
  try {
    text = JSON.stringify(wrapDates(value)) ?? String(value);
  } catch {
    // A cycle or a BigInt: still show something rather than nothing.
    text = String(value);
  }
  return clip(text, limit);
}

export interface ValueTextOptions {
  /** What an empty value reads as. */
  empty: string;
  yes: string;
  no: string;
  limit?: number;
  seconds?: boolean;
}

/** Any stored value as one short line: dates, yes/no, numbers in pt-BR, the rest as JSON. */
export function formatValueText(value: unknown, options: ValueTextOptions): string {
  const limit = options.limit ?? 300;
  if (value === undefined || value === null || value === '') return options.empty;
  if (value instanceof Date) return formatDateTime(value, { seconds: options.seconds });
  if (typeof value === 'boolean') return value ? options.yes : options.no;
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') return clip(value, limit);
  return jsonPreview(value, limit);
}
