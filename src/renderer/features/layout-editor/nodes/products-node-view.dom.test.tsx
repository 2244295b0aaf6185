import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatBrl } from '../../../../shared/format/pt-br-format';
import { newLayoutNode } from '../../../../shared/layout';
import { texts } from '../../../../shared/texts/pt-BR';
import { disposeBlockPorts, projectDoc, renderBlock } from '../../../test-support/render-block';
import { writeAsBackend } from '../../../test-support/local-ports';
import { MAX_PRODUCT_CARDS, ProductsNodeView } from './products-node-view';

const t = texts.layoutBlocks.products;
const products = (ids: string) => (
  <ProductsNodeView id="p1" node={newLayoutNode('products', { products: ids })} />
);

const seed = [
  projectDoc('product-data', '1011', {
    ProductCode: '1011',
    ProductSiteName: 'Panela de Pressão 4,5 L',
    ProductImage: 'https://cdn.test/1011.jpg',
    Price: 429.9,
  }),
  projectDoc('product-data', '2104', { ProductCode: '2104', ProductSiteName: 'Faqueiro 24 peças' }),
  projectDoc('other-project-thing', 'x', {}),
];

afterEach(disposeBlockPorts);

describe('ProductsNodeView', () => {
  it('shows where to type the ids while there are none', async () => {
    await renderBlock(products(' , '));
    expect(screen.getByText(t.empty)).toBeTruthy();
  });

  it('shows each product with name, image and price in BRL, and says which id does not exist', async () => {
    await renderBlock(products('1011, 9999 ,2104'), { documents: seed });
    const list = await screen.findByRole('list', { name: t.list });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      `Panela de Pressão 4,5 L${formatBrl(429.9)}`,
      t.missing('9999'),
      `Faqueiro 24 peças${t.noPrice}`,
    ]);
    const panela = within(list).getByRole('article', { name: 'Panela de Pressão 4,5 L' });
    expect(within(panela).getByRole('img').getAttribute('src')).toBe('https://cdn.test/1011.jpg');
    expect(formatBrl(429.9)).toMatch(/^R\$\s429,90$/);
  });

  it('reads every id in one query, and an id no document can have as missing', async () => {
    const view = await renderBlock(<></>, { documents: seed });
    const watch = vi.spyOn(view.ports.documents, 'watchQuery');
    const watchDocument = vi.spyOn(view.ports.documents, 'watchDocument');
    view.rerender(products('1011,a/b,__x__,2104'));
    await screen.findByRole('list', { name: t.list });
    expect(watch).toHaveBeenCalledTimes(1);
    expect(watchDocument).not.toHaveBeenCalled();
    expect(screen.getByText(t.missing('a/b'))).toBeTruthy();
    expect(screen.getByText(t.missing('__x__'))).toBeTruthy();
  });

  it(`caps the cards at ${MAX_PRODUCT_CARDS} and counts the rest`, async () => {
    const ids = Array.from({ length: MAX_PRODUCT_CARDS + 3 }, (_, index) => `id${index}`);
    await renderBlock(products(ids.join(',')), { documents: seed });
    const list = await screen.findByRole('list', { name: t.list });
    expect(within(list).queryAllByRole('article')).toHaveLength(0);
    expect(within(list).getAllByRole('listitem')).toHaveLength(MAX_PRODUCT_CARDS + 1);
    expect(within(list).getByRole('note', { name: t.moreLabel(3) }).textContent).toBe(t.more(3));
  });

  it('follows a product changed after the block was shown', async () => {
    const view = await renderBlock(products('2104'), { documents: seed });
    const card = await screen.findByRole('article', { name: 'Faqueiro 24 peças' });
    expect(card.textContent).toContain(t.noPrice);
    // A sync service sets the price (a console write of it needs the panel's audit).
    await writeAsBackend(
      view.ports,
      'project/demo/product-data/2104',
      { Price: '99.5' },
      { merge: true },
    );
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Faqueiro 24 peças' }).textContent).toContain(
        formatBrl(99.5),
      ),
    );
  });
});
