/**
 * Literals and identifiers in BigQuery standard SQL. Every character that could end a literal
 * or start a comment inside it is escaped, so no value leaves its quotes.
 */
const NAMED_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  "'": "\\'",
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

// Backslash, quote, and every control character (NUL among them): none is ever written raw.
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[\\'\u0000-\u001f\u007f]/g;

const escapeChar = (char: string) =>
  NAMED_ESCAPES[char] ?? `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`;

/** A single-quoted string literal. */
export function quoteString(text: string): string {
  return `'${text.replace(NEEDS_ESCAPE, escapeChar)}'`;
}

/** A backquoted identifier path: each dotted segment quoted on its own (struct access). */
export function quoteIdentifier(name: string): string {
  return name
    .split('.')
    .map((segment) => `\`${segment.replace(/[\\`]/g, (c) => `\\${c}`)}\``)
    .join('.');
}

/** A numeric literal; null for anything that is not a finite number. */
export function numberLiteral(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  // Negative numbers in parentheses: `a - -1` must never read as a `--` comment.
  return value < 0 ? `(${String(value)})` : String(value);
}
