import { describe, expect, it } from 'vitest';
import { formatByFieldName, formatTaxId, htmlAsText } from './field-format';

describe('field formats', () => {
  it('write a CPF and a CNPJ the pt-BR way, whatever punctuation was stored', () => {
    expect(formatTaxId('52998224725')).toBe('529.982.247-25');
    expect(formatTaxId('529.982.247-25')).toBe('529.982.247-25');
    expect(formatTaxId('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatTaxId('12345')).toBe('12345');
    expect(formatTaxId('')).toBeNull();
  });

  it('choose the form from the field name', () => {
    expect(formatByFieldName('taxvat', '11144477735')).toBe('111.444.777-35');
    expect(formatByFieldName('billing.taxvat', '11222333000181')).toBe('11.222.333/0001-81');
    expect(formatByFieldName('phoneNumber', '+5551991234567')).toBe('(51) 99123-4567');
    expect(
      formatByFieldName('description', '<p>Linha <b>completa</b>.</p><p>Frete &amp; troca.</p>'),
    ).toBe('Linha completa. Frete & troca.');
    expect(formatByFieldName('title', 'Panelas')).toBeNull();
    expect(formatByFieldName('title', 'a < b > c')).toBeNull();
  });

  it('reads HTML as its words', () => {
    expect(htmlAsText('<ul><li>Um</li><li>Dois</li></ul>')).toBe('Um Dois');
  });
});
