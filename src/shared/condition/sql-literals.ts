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

const hex2 = (code: number) => code.toString(16).padStart(2, '0');

/** A single-quoted string literal. */
export function quoteString(text: string): string {
  let out = "'";
  for (const char of text) {
    const named = NAMED_ESCAPES[char];
    if (named) out += named;
    else {
      const code = char.codePointAt(0)!;
      // Control characters (NUL among them) are written as hex escapes, never raw.
      out += code < 0x20 || code === 0x7f ? `\\x${hex2(code)}` : char;
    }
  }
  return `${out}'`;
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
