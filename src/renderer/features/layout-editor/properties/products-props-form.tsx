import { productIdsOf } from '../../../../shared/layout';
import { texts } from '../../../../shared/texts/pt-BR';
import type { NodePropsFormProps } from '../nodes/node-view-props';
import { TextPropInput, textPropOf } from './prop-field';

const t = texts.layoutBlocks.forms;

/** A Products block: its product ids, comma-separated, with how many it names. */
export function ProductsPropsForm(props: NodePropsFormProps) {
  const count = productIdsOf(textPropOf(props.node, 'products')).length;
  return (
    <TextPropInput
      {...props}
      prop="products"
      label={t.products}
      hint={`${t.productsHint} ${t.productsCount(count)}`}
      placeholder="1011, 2104"
    />
  );
}
