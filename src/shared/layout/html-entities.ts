/**
 * Character references in attribute values, decoded the way the sanitiser needs to judge an
 * href: numeric ones (decimal or hex, with or without ";") and the named ones that matter for
 * URLs. An unknown named reference stays literal; since the sanitiser re-escapes every "&" it
 * writes, the browser then reads that same literal text, so judgement and result agree.
 */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  Tab: '\t',
  NewLine: '\n',
  sol: '/',
  bsol: '\\',
  period: '.',
  comma: ',',
  semi: ';',
  excl: '!',
  quest: '?',
  num: '#',
  percnt: '%',
  equals: '=',
  plus: '+',
  lowbar: '_',
  commat: '@',
  dollar: '$',
  lpar: '(',
  rpar: ')',
  lsqb: '[',
  rsqb: ']',
  lcub: '{',
  rcub: '}',
  verbar: '|',
  ast: '*',
  Hat: '^',
  grave: '`',
};

/** Named references browsers also decode without ";" (legacy), when not followed by "=" or alnum. */
const LEGACY = new Set(['amp', 'lt', 'gt', 'quot', 'nbsp']);

const REFERENCE = /&(?:#(\d+);?|#[xX]([0-9a-fA-F]+);?|([A-Za-z][A-Za-z0-9]*)(;?))/g;

function fromCodePoint(code: number): string {
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(code);
}

/** Leading zeros do not count ("&#0000106;" is "j"); too many digits is out of range. */
function numberOf(digits: string, radix: number): number {
  const significant = digits.replace(/^0+/, '');
  return significant.length > 8
    ? Number.POSITIVE_INFINITY
    : Number.parseInt(significant || '0', radix);
}

/** The attribute value as the browser's DOM holds it (for the references above). */
export function decodeAttributeValue(raw: string): string {
  return raw.replace(
    REFERENCE,
    (match, decimal: string, hex: string, name: string, semicolon: string, offset: number) => {
      if (decimal !== undefined) return fromCodePoint(numberOf(decimal, 10));
      if (hex !== undefined) return fromCodePoint(numberOf(hex, 16));
      const decoded = NAMED[name];
      if (decoded === undefined) return match;
      if (semicolon === ';') return decoded;
      const following = raw[offset + match.length];
      const legacyOk =
        LEGACY.has(name) && (following === undefined || !/[=A-Za-z0-9]/.test(following));
      return legacyOk ? decoded : match;
    },
  );
}
