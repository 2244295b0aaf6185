import { texts } from '../../../../shared/texts/pt-BR';
import type { NodePropsFormProps } from '../nodes/node-view-props';
import { FilePropInput } from './file-prop-input';
import { TextPropInput } from './prop-field';

const t = texts.layoutBlocks.forms;

/** An Image block: its file (upload or URL) and alternative text. */
export function ImagePropsForm(props: NodePropsFormProps) {
  return (
    <>
      <FilePropInput {...props} kind="image" />
      <TextPropInput {...props} prop="alt" label={t.alt} hint={t.altHint} />
    </>
  );
}
