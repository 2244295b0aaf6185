import { texts } from '../../../../shared/texts/pt-BR';
import type { NodePropsFormProps } from '../nodes/node-view-props';
import { FilePropInput } from './file-prop-input';
import { TextPropInput } from './prop-field';

const t = texts.layoutBlocks.forms;

/** An Arquivo block: its file (upload or URL) and the link's label. */
export function FilePropsForm(props: NodePropsFormProps) {
  return (
    <>
      <FilePropInput {...props} kind="file" />
      <TextPropInput {...props} prop="label" label={t.label} />
    </>
  );
}
