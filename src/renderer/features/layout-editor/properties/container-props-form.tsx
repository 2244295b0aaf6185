import { Input } from 'antd';
import { useState } from 'react';
import { isSafeHref } from '../../../../shared/layout';
import { texts } from '../../../../shared/texts/pt-BR';
import type { NodePropsFormProps } from '../nodes/node-view-props';
import { PropField, TextPropInput, textPropOf, typingKey } from './prop-field';

const t = texts.layoutBlocks.forms;

/** A Container's class names and optional link (safe schemes only: an unsafe one is not saved). */
export function ContainerPropsForm(props: NodePropsFormProps) {
  const { id, node, onChange } = props;
  return (
    <>
      <TextPropInput {...props} prop="className" label={t.className} hint={t.classNameHint} />
      <HrefInput
        stored={textPropOf(node, 'href')}
        onSave={(href) => onChange({ href }, typingKey(id, 'href'))}
      />
    </>
  );
}

/**
 * The link as typed: saved while it is safe; an unsafe one stays in the input with an error,
 * unsaved. A change of the stored link (undo, another block) replaces what was typed.
 */
function HrefInput({ stored, onSave }: { stored: string; onSave: (href: string) => void }) {
  const [draft, setDraft] = useState({ stored, text: stored });
  if (draft.stored !== stored) setDraft({ stored, text: stored });
  const text = draft.stored === stored ? draft.text : stored;
  const unsafe = text !== '' && !isSafeHref(text);
  return (
    <PropField
      label={t.href}
      hint={t.hrefHint}
      message={unsafe ? { text: t.hrefUnsafe, tone: 'error' } : null}
    >
      {(control) => (
        <Input
          {...control}
          value={text}
          placeholder="https://"
          onChange={(event) => {
            const next = event.target.value;
            setDraft({ stored, text: next });
            if (next === '' || isSafeHref(next)) onSave(next);
          }}
        />
      )}
    </PropField>
  );
}
