import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newLayoutNode } from '../../../../shared/layout';
import { texts } from '../../../../shared/texts/pt-BR';
import { disposeBlockPorts, renderPropsForm } from '../../../test-support/render-block';
import { ProductsPropsForm } from './products-props-form';

const t = texts.layoutBlocks.forms;

afterEach(disposeBlockPorts);

describe('ProductsPropsForm', () => {
  it('takes the ids as typed and counts the distinct ones', async () => {
    const { changes } = await renderPropsForm(ProductsPropsForm, newLayoutNode('products'));
    const input = screen.getByLabelText(t.products) as HTMLInputElement;
    expect(screen.getByText(t.productsCount(0), { exact: false })).toBeTruthy();
    fireEvent.change(input, { target: { value: '1011, 2104,,1011 , 3301' } });
    expect(changes).toEqual([
      { patch: { products: '1011, 2104,,1011 , 3301' }, coalesceKey: 'props:n1:products' },
    ]);
    expect(input.value).toBe('1011, 2104,,1011 , 3301');
    expect(screen.getByText(t.productsCount(3), { exact: false })).toBeTruthy();
  });
});
