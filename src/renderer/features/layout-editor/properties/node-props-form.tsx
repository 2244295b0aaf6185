import { memo, type ComponentType } from 'react';
import { type LayoutNodeType, nodeTypeOf } from '../../../../shared/layout';
import type { NodePropsFormProps } from '../nodes/node-view-props';
import { ContainerPropsForm } from './container-props-form';
import { ContentPropsForm } from './content-props-form';
import { EmbedPropsForm } from './embed-props-form';
import { FilePropsForm } from './file-props-form';
import { ImagePropsForm } from './image-props-form';
import { ProductsPropsForm } from './products-props-form';
import { VideoPropsForm } from './video-props-form';

/** Text has no form: it is edited inline on the canvas. */
const FORMS: Partial<Record<LayoutNodeType, ComponentType<NodePropsFormProps>>> = {
  container: ContainerPropsForm,
  image: ImagePropsForm,
  video: VideoPropsForm,
  file: FilePropsForm,
  products: ProductsPropsForm,
  content: ContentPropsForm,
  embed: EmbedPropsForm,
};

/**
 * The property form of the selected block, by its type; nothing for text or an unknown type.
 * Keyed by node id, so a form's own state (a refused link, a refused content) never carries
 * over to another block.
 */
export const NodePropsForm = memo(function NodePropsForm(props: NodePropsFormProps) {
  const type = nodeTypeOf(props.node);
  const Form = type ? FORMS[type] : undefined;
  return Form ? <Form key={props.id} {...props} /> : null;
}, sameFormInput);

/** The forms read only the node's props: a move (a new parent) does not re-render them. */
function sameFormInput(previous: NodePropsFormProps, next: NodePropsFormProps): boolean {
  return (
    previous.id === next.id &&
    previous.node.props === next.node.props &&
    nodeTypeOf(previous.node) === nodeTypeOf(next.node) &&
    previous.onChange === next.onChange
  );
}
