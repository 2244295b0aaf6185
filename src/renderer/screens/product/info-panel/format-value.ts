import { formatBrl, formatNumber } from '../../../../shared/format/pt-br-format';
import { texts } from '../../../../shared/texts/pt-BR';

const t = texts.productPanel;

/** A field's value as shown in the panel, the reason prompt and the Histórico. */
export function formatFieldValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t.history.nullValue;
  if (typeof value === 'boolean') return value ? t.history.yes : t.history.no;
  if (typeof value === 'number') {
    return field.startsWith('Price') && field !== 'PriceNetIPI'
      ? (formatBrl(value) ?? t.history.nullValue)
      : formatNumber(value);
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The label of a field, or the field name itself when the panel has none for it. */
export const fieldLabel = (field: string) => t.fields[field] ?? field;
