import dayjs from 'dayjs';
import { texts } from '../../../shared/texts/pt-BR';

const t = texts.aiAssistant.proposal;
const MAX_CHARS = 160;

const clip = (text: string) =>
  text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS - 1)}…` : text;

/** A form value as one short pt-BR line for the proposal preview. */
export function formatValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return t.emptyValue;
  if (value instanceof Date) {
    const day = dayjs(value);
    // Date fields store local midnight: show the day alone.
    const midnight = day.hour() === 0 && day.minute() === 0 && day.second() === 0;
    return day.format(midnight ? 'DD/MM/YYYY' : 'DD/MM/YYYY HH:mm');
  }
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'string') return clip(value);
  if (typeof value === 'number') return value.toLocaleString('pt-BR');
  try {
    return clip(JSON.stringify(value));
  } catch {
    return clip(String(value));
  }
}
