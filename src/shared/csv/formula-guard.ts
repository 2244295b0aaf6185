/**
 * Spreadsheet formula injection (OWASP "CSV Injection"): Excel and LibreOffice run a cell
 * that starts with =, +, - or @ (and tab or CR, which they skip before one) as a formula,
 * so a product name like `=HYPERLINK(...)` typed by anyone would run on the operator's
 * machine when they open an export. A leading apostrophe makes the cell plain text.
 * Text that already starts with apostrophes before such a character gets one more, so the
 * import can always remove exactly one and get the original text back.
 */
export const FORMULA_GUARD = /^'*[=+\-@\t\r]/;

const GUARDED = /^'(?='*[=+\-@\t\r])/;
const APOSTROPHE = 0x27;

/** Undoes the export guard on import, so export, edit in Excel, import round-trips. */
export function unguardCell(value: string): string {
  // Most cells start with no apostrophe: no regex run for them (10M cells in a large import).
  return value.charCodeAt(0) === APOSTROPHE ? value.replace(GUARDED, '') : value;
}
