import { describe, expect, it } from 'vitest';
import { entrySummary, summarizedCollections } from './entry-summary';

describe('entrySummary', () => {
  it('a product: its site name, code and price', () => {
    expect(
      entrySummary('product-data', '1011', {
        ProductCode: '1011',
        ProductSiteName: 'Panela Solar 6 L',
        Price: 549.9,
      }),
    ).toEqual({ title: 'Panela Solar 6 L', details: ['Código 1011', 'R$\u00a0549,90'] });
    // MPN is the product form's name for ProductCode; a product without a name reads as its code.
    expect(entrySummary('product', 'x', { MPN: 'A-1' })).toEqual({
      title: 'A-1',
      details: ['Código A-1'],
    });
  });

  it('a customer: name, e-mail and formatted phone', () => {
    expect(
      entrySummary('customer', 'cli-ana', {
        firstName: 'Ana',
        lastName: 'Souza',
        email: 'ana@exemplo.com.br',
        phoneNumber: '+5511987654321',
      }),
    ).toEqual({ title: 'Ana Souza', details: ['ana@exemplo.com.br', '(11) 98765-4321'] });
    expect(entrySummary('customer', 'cli-x', {}).title).toBe('cli-x');
  });

  it('a campaign: name, status and send date (its own, else its latest batch)', () => {
    const summary = entrySummary('campaign-email', 'bf', {
      name: 'Black Friday',
      status: 'enviada',
      batchs: [
        { sentAt: new Date(2026, 10, 20, 9, 30) },
        { sentAt: new Date(2026, 10, 21, 10, 0) },
        'lixo',
      ],
    });
    expect(summary).toEqual({
      title: 'Black Friday',
      details: ['Situação: enviada', 'Envio 21/11/2026 10:00'],
    });
    expect(entrySummary('campaign-whatsapp', 'w', { name: 'Carrinho' }).details).toEqual([
      'Não enviada',
    ]);
  });

  it('a collection without a rendering: title or name, and the id when it differs', () => {
    expect(entrySummary('brand', 'tramontina', { name: 'Tramontina' })).toEqual({
      title: 'Tramontina',
      details: ['tramontina'],
    });
    expect(entrySummary('brand', 'sem-nome', null)).toEqual({ title: 'sem-nome', details: [] });
    // Odd values never throw and never show as [object Object].
    expect(entrySummary('category', 'c', { title: { pt: 'x' }, name: 42 })).toEqual({
      title: '42',
      details: ['c'],
    });
  });

  it('a configuration document: its form name, and whether it was written yet', () => {
    expect(entrySummary('config', 'payment', { creditCard: {} })).toEqual({
      title: 'Formas de pagamento',
      details: ['payment'],
    });
    expect(entrySummary('config', 'payment', null).details).toEqual([
      'payment',
      'ainda não criada',
    ]);
    expect(entrySummary('config', 'outra', { name: 'Outra' }).title).toBe('Outra');
  });

  it('every written rendering copes with an empty document', () => {
    for (const collection of summarizedCollections) {
      const summary = entrySummary(collection, 'doc-1', {});
      expect(summary.title, collection).toBeTruthy();
      expect(summary.details.every((detail) => typeof detail === 'string')).toBe(true);
    }
  });
});
