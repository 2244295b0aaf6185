import { describe, expect, it } from 'vitest';
import {
  fillParts,
  fillText,
  initialValues,
  parameterSlots,
  placeholdersIn,
  slotKey,
} from './placeholders';
import type { WhatsappTemplate } from './template';

const template = (overrides: Partial<WhatsappTemplate>): WhatsappTemplate => ({
  name: 't',
  header: null,
  body: null,
  footer: null,
  buttons: [],
  unsupported: [],
  ...overrides,
});

describe('placeholdersIn', () => {
  it('finds distinct numbers, ascending, with or without spaces', () => {
    expect(placeholdersIn('{{2}} e {{1}}, de novo {{ 2 }}; {{10}}')).toEqual([1, 2, 10]);
  });
  it('ignores what is not a numbered placeholder', () => {
    expect(placeholdersIn('{{nome}} {1} {{}} {{1a}} texto')).toEqual([]);
  });
});

describe('parameterSlots', () => {
  it('lists header, body and URL button slots in form order, per component', () => {
    const slots = parameterSlots(
      template({
        header: { format: 'TEXT', text: 'Pedido {{1}}' },
        body: 'Olá {{1}}, {{2}}',
        footer: 'sem {{1}} aqui',
        buttons: [
          { type: 'QUICK_REPLY', index: 0, text: 'Não' },
          { type: 'URL', index: 1, text: 'Ver', url: 'https://a.test/{{1}}' },
        ],
      }),
    );
    expect(slots.map((slot) => slot.key)).toEqual(['header.1', 'body.1', 'body.2', 'button.1.1']);
  });
  it('an image header is one image slot, prefilled with its example', () => {
    const t = template({ header: { format: 'IMAGE', exampleUrl: 'https://x.test/a.jpg' } });
    expect(parameterSlots(t)).toEqual([{ key: 'header.image', place: 'header', kind: 'image' }]);
    expect(initialValues(t)).toEqual({ 'header.image': 'https://x.test/a.jpg' });
    expect(initialValues(template({ header: { format: 'IMAGE', exampleUrl: null } }))).toEqual({});
  });
  it('a template without placeholders has no slots', () => {
    expect(parameterSlots(template({ body: 'Oi', footer: 'Loja' }))).toEqual([]);
  });
});

describe('fillParts and fillText', () => {
  const values = { 'body.1': ' Ana ', 'body.2': '' };
  it('splits at each placeholder with its trimmed value', () => {
    expect(fillParts('Olá, {{1}}! {{2}}.', values, slotKey.body)).toEqual([
      { text: 'Olá, ' },
      { placeholder: 1, value: 'Ana' },
      { text: '! ' },
      { placeholder: 2, value: '' },
      { text: '.' },
    ]);
  });
  it('replaces filled placeholders and keeps empty ones as {{n}}', () => {
    expect(fillText('Olá, {{1}}! {{2}}.', values, slotKey.body)).toBe('Olá, Ana! {{2}}.');
  });
});
