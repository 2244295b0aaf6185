import { describe, expect, it } from 'vitest';
import { formatWhatsappText } from './formatting';

describe('formatWhatsappText', () => {
  it('leaves plain text as one run', () => {
    expect(formatWhatsappText('Olá, Ana!')).toEqual([{ text: 'Olá, Ana!' }]);
    expect(formatWhatsappText('')).toEqual([]);
  });

  it('reads bold, italic, strike and monospace', () => {
    expect(formatWhatsappText('Frete *grátis* _hoje_ ~R$ 10~ ```CUPOM10```')).toEqual([
      { text: 'Frete ' },
      { text: 'grátis', bold: true },
      { text: ' ' },
      { text: 'hoje', italic: true },
      { text: ' ' },
      { text: 'R$ 10', strike: true },
      { text: ' ' },
      { text: 'CUPOM10', mono: true },
    ]);
  });

  it('nests styles, but not inside monospace', () => {
    expect(formatWhatsappText('*muito _bom_*')).toEqual([
      { text: 'muito ', bold: true },
      { text: 'bom', bold: true, italic: true },
    ]);
    expect(formatWhatsappText('```*a*```')).toEqual([{ text: '*a*', mono: true }]);
  });

  it('keeps markers that do not open or close a style', () => {
    expect(formatWhatsappText('2*3*4')).toEqual([{ text: '2*3*4' }]);
    expect(formatWhatsappText('* solto *')).toEqual([{ text: '* solto *' }]);
    expect(formatWhatsappText('*sem fim')).toEqual([{ text: '*sem fim' }]);
    expect(formatWhatsappText('snake_case_name')).toEqual([{ text: 'snake_case_name' }]);
    // A style never spans lines.
    expect(formatWhatsappText('*um\ndois*')).toEqual([{ text: '*um\ndois*' }]);
  });
});

/** Counts the character tests (marker look-ups and class checks) a call makes. */
function countCharacterTests(run: () => void): number {
  const startsWith = String.prototype.startsWith;
  const test = RegExp.prototype.test;
  let count = 0;
  String.prototype.startsWith = function (this: string, ...args) {
    count += 1;
    return startsWith.apply(this, args);
  };
  RegExp.prototype.test = function (this: RegExp, ...args) {
    count += 1;
    return test.apply(this, args);
  };
  try {
    run();
  } finally {
    String.prototype.startsWith = startsWith;
    RegExp.prototype.test = test;
  }
  return count;
}

describe('formatWhatsappText on long texts', () => {
  // Markers that never close used to re-scan the rest of the line each: 60k characters froze
  // the window for seconds. The work must grow with the text, not with its square.
  it.each([
    ['unclosed openers', '*a _b ~c '],
    ['closers without openers', 'a* b_ c~ '],
    ['unclosed monospace', '```a '],
  ])('stays linear with %s', (_name, unit) => {
    const small = unit.repeat(500);
    const large = unit.repeat(5000);
    let runs: ReturnType<typeof formatWhatsappText> = [];
    const smallCost = countCharacterTests(() => formatWhatsappText(small));
    const largeCost = countCharacterTests(() => {
      runs = formatWhatsappText(large);
    });
    expect(runs.map((run) => run.text).join('')).toBe(large);
    expect(largeCost).toBeLessThan(smallCost * 10 * 1.5);
    expect(largeCost).toBeLessThan(large.length * 40);
  });

  it('keeps nested styles linear too', () => {
    const text = `*${'_a ~b '.repeat(4000)}*`;
    const cost = countCharacterTests(() => formatWhatsappText(text));
    expect(cost).toBeLessThan(text.length * 40);
  });
});
