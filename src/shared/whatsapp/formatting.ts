/**
 * WhatsApp's inline formatting, as the app shows it: *bold*, _italic_, ~strike~ and
 * ```monospace```. A marker counts only when it opens before a non-space and closes after one
 * on the same line, with no word character right outside it ("2*3*4" stays as typed).
 * Returns runs of text with their styles; the preview renders them as React text, never HTML.
 */
export interface FormattedRun {
  text: string;
  bold?: true;
  italic?: true;
  strike?: true;
  mono?: true;
}

type Style = 'bold' | 'italic' | 'strike' | 'mono';
const MARKERS: readonly [string, Style][] = [
  ['```', 'mono'],
  ['*', 'bold'],
  ['_', 'italic'],
  ['~', 'strike'],
];

const isWordChar = (char: string | undefined) => !!char && /[\p{L}\p{N}]/u.test(char);
const isSpace = (char: string | undefined) => !char || /\s/.test(char);

/**
 * Where each marker can close, looked up in constant time: one pass from the end per marker.
 * Scanning ahead from every opener instead made unclosed markers quadratic (60k characters
 * froze the window for seconds).
 */
function closingTable(text: string) {
  const length = text.length;
  const space = new Uint8Array(length);
  const word = new Uint8Array(length);
  for (let index = 0; index < length; index++) {
    space[index] = isSpace(text[index]) ? 1 : 0;
    word[index] = isWordChar(text[index]) ? 1 : 0;
  }
  const spaceAt = (index: number) => index < 0 || index >= length || space[index] === 1;
  const wordAt = (index: number) => index >= 0 && index < length && word[index] === 1;
  /** nextNewline[i]: the first '\n' at or after i, or -1. */
  const nextNewline = new Int32Array(length + 1).fill(-1);
  for (let index = length - 1; index >= 0; index--) {
    nextNewline[index] = text[index] === '\n' ? index : nextNewline[index + 1];
  }
  /** nextClose.get(marker)[i]: the first place at or after i where `marker` may close, or -1. */
  const nextClose = new Map<string, Int32Array>();
  for (const [marker] of MARKERS) {
    const next = new Int32Array(length + 1).fill(-1);
    for (let index = length - 1; index >= 0; index--) {
      const closes =
        text.startsWith(marker, index) && !spaceAt(index - 1) && !wordAt(index + marker.length);
      next[index] = closes ? index : next[index + 1];
    }
    nextClose.set(marker, next);
  }

  /** Where `marker` at `start` closes on the same line, or -1. */
  return (marker: string, start: number): number => {
    const from = start + marker.length;
    if (spaceAt(from) || wordAt(start - 1) || from + 1 > length) return -1;
    const close = nextClose.get(marker)![from + 1];
    if (close < 0) return -1;
    const newline = nextNewline[from + 1];
    if (marker !== '```' && newline >= 0 && newline < close) return -1;
    return close;
  };
}

export function formatWhatsappText(
  text: string,
  inherited: Omit<FormattedRun, 'text'> = {},
): FormattedRun[] {
  const runs: FormattedRun[] = [];
  const closingOf = closingTable(text);
  let plainStart = 0;
  const flush = (end: number) => {
    if (end > plainStart) runs.push({ text: text.slice(plainStart, end), ...inherited });
  };
  let index = 0;
  while (index < text.length) {
    const found = MARKERS.find(([marker]) => text.startsWith(marker, index));
    const close = found ? closingOf(found[0], index) : -1;
    if (!found || close < 0) {
      index += 1;
      continue;
    }
    const [marker, style] = found;
    flush(index);
    const inner = text.slice(index + marker.length, close);
    // Monospace shows its content as typed; the others may nest (a style never inside itself,
    // so the depth, and the work, stays bounded by the number of styles).
    if (style === 'mono') runs.push({ text: inner, ...inherited, mono: true });
    else
      for (const run of formatWhatsappText(inner, { ...inherited, [style]: true })) runs.push(run);
    index = close + marker.length;
    plainStart = index;
  }
  flush(text.length);
  return runs;
}
