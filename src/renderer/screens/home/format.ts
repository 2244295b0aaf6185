/** Text fields that may arrive as numbers (Company ids); anything else is shown as absent. */
export function displayText(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}
