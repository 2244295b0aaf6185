import { Input } from 'antd';
import { texts } from '../../../../shared/texts/pt-BR';
import type { NodePropsFormProps } from '../nodes/node-view-props';
import { PropField, textPropOf, typingKey } from './prop-field';

const t = texts.layoutBlocks.forms;

/** An Embed block: its third-party HTML, which only ever runs in the embed's own frame. */
export function EmbedPropsForm({ id, node, onChange }: NodePropsFormProps) {
  return (
    <PropField label={t.embed} hint={t.embedNote}>
      {(control) => (
        <Input.TextArea
          {...control}
          value={textPropOf(node, 'html')}
          autoSize={{ minRows: 6, maxRows: 20 }}
          spellCheck={false}
          style={{ fontFamily: 'monospace', fontSize: 12 }}
          onChange={(event) => onChange({ html: event.target.value }, typingKey(id, 'html'))}
        />
      )}
    </PropField>
  );
}
