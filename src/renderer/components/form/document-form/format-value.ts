import dayjs from 'dayjs';
import { wrapDates } from '../../../../shared/data/date-wrapper';
import { texts } from '../../../../shared/texts/pt-BR';

const MAX_LENGTH = 300;

/** A stored value as short readable text for the conflict view. */
export function formatValue(value: unknown): string {
  const t = texts.forms.conflict;
  if (value === undefined || value === null || value === '') return t.empty;
  if (value instanceof Date) return dayjs(value).format('DD/MM/YYYY HH:mm:ss');
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  const text = typeof value === 'string' ? value : JSON.stringify(wrapDates(value));
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH)}…` : text;
}
