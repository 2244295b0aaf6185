const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** A price field as BRL; numbers stored as text (e.g. "1299.90") count too. Else null. */
export function formatBrl(value: unknown): string | null {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value.trim().replace(',', '.'))
        : NaN;
  return Number.isFinite(number) ? brl.format(number) : null;
}

/** Text fields that may arrive as numbers (Company ids); anything else is shown as absent. */
export function displayText(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}
