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
