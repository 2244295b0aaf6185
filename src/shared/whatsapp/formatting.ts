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

/** Where `marker` at `start` closes on the same line, or -1. */
function closingOf(text: string, marker: string, start: number): number {
  const from = start + marker.length;
  if (isSpace(text[from])) return -1;
  if (isWordChar(text[start - 1])) return -1;
  for (let index = from + 1; index < text.length; index++) {
    if (text[index] === '\n' && marker !== '```') return -1;
    if (text.startsWith(marker, index) && !isSpace(text[index - 1])) {
      if (!isWordChar(text[index + marker.length])) return index;
    }
  }
  return -1;
}

export function formatWhatsappText(
  text: string,
  inherited: Omit<FormattedRun, 'text'> = {},
): FormattedRun[] {
  const runs: FormattedRun[] = [];
  let plain = '';
  const flush = () => {
    if (plain) runs.push({ text: plain, ...inherited });
    plain = '';
  };
  let index = 0;
  while (index < text.length) {
    const found = MARKERS.find(([marker]) => text.startsWith(marker, index));
    const close = found ? closingOf(text, found[0], index) : -1;
    if (!found || close < 0) {
      plain += text[index];
      index += 1;
      continue;
    }
    const [marker, style] = found;
    flush();
    const inner = text.slice(index + marker.length, close);
    // Monospace shows its content as typed; the others may nest.
    if (style === 'mono') runs.push({ text: inner, ...inherited, mono: true });
    else runs.push(...formatWhatsappText(inner, { ...inherited, [style]: true }));
    index = close + marker.length;
  }
  flush();
  return runs;
}
