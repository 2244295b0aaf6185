import { describe, expect, it } from 'vitest';
import { buildProductSchema } from '../../../shared/ai/product-schema';
import { findProposalObject } from '../../../shared/ai/proposed-changes';
import { formDefinitionFor } from '../../../shared/forms/form-registry';
import { demoSuggestion } from './ai-suggestion';

const formOf = (collection: string) => {
  const form = formDefinitionFor(collection);
  if (!form) throw new Error(collection);
  return form;
};
const answer = (collection: string, data: Record<string, unknown>, asked = '') =>
  demoSuggestion(data, buildProductSchema(formOf(collection)) as never, asked);
const proposal = (collection: string, data: Record<string, unknown>) =>
  findProposalObject(answer(collection, data), formOf(collection).fields);

describe('the demo assistant', () => {
  it('proposes a tidy customer name and e-mail, naming the customer, not a product', () => {
    const data = { firstName: 'davi', lastName: 'DA ROCHA', email: ' Davi@Exemplo.com.br' };
    expect(answer('customer', data)).toMatch(/^Sugestão para cliente “davi DA ROCHA”/);
    expect(answer('customer', data)).not.toContain('produto');
    expect(proposal('customer', data)).toEqual({
      firstName: 'Davi',
      lastName: 'Da Rocha',
      email: 'davi@exemplo.com.br',
    });
  });

  it('says a tidy customer needs nothing, with no proposal', () => {
    const data = { firstName: 'Ana', lastName: 'Souza', email: 'ana.souza@exemplo.com.br' };
    expect(answer('customer', data)).toBe(
      'Revisei cliente “Ana Souza” e os campos de texto já estão em ordem; não há nada a mudar.',
    );
    expect(proposal('customer', data)).toBeNull();
  });

  it("completes a category's HTML description and names the category", () => {
    const data = { title: 'Panelas', description: '<p>Linha completa de panelas.</p>' };
    expect(answer('category', data)).toMatch(/^Sugestão para categoria “Panelas”/);
    expect(proposal('category', data)).toEqual({
      titleSeo: 'Panelas | ofertas e novidades',
      description:
        '<p>Linha completa de panelas.</p><p>Encontre Panelas com entrega para todo o Brasil.</p>',
    });
    // Applied once, it is not proposed again.
    const applied = { ...data, ...(proposal('category', data) ?? {}) };
    expect(proposal('category', applied)).toBeNull();
  });

  it('writes the missing description of a product from its name', () => {
    const data = { ProductCode: '1011', ProductSiteName: 'Panela de Pressão Solar 6 L' };
    expect(answer('product-data', data)).toMatch(/^Sugestão para produto “Panela de Pressão/);
    expect(proposal('product-data', data)).toEqual({
      ProductDescription: 'Panela de Pressão Solar 6 L, com entrega para todo o Brasil.',
    });
  });

  it("answers about the user's question and never changes a read-only id", () => {
    const data = { id: ' 42 ', name: 'Tramontina  ', title: '' };
    const text = answer('brand', data, 'arrume o nome');
    expect(text).toMatch(/^Sobre “arrume o nome”: sugestão para marca “Tramontina”/);
    expect(findProposalObject(text, formOf('brand').fields)).toEqual({ name: 'Tramontina' });
  });
});
