import { Input, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import type { SerializedLayoutNode } from '../../../../shared/layout';
import type { NodePropsFormProps } from '../nodes/node-view-props';

/** The attributes a property's control carries: its id (the label's target) and aria links. */
export interface PropControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface PropFieldProps {
  label: string;
  hint?: string;
  /** Shown under the control and linked to it: 'error' marks the control invalid. */
  message?: { text: string; tone: 'error' | 'warning' } | null;
  children: (control: PropControlProps) => ReactNode;
}

/** One property of a block: a visible label naming its control, a hint and an inline message. */
export function PropField({ label, hint, message, children }: PropFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const describedBy = [hint && hintId, message && messageId].filter(Boolean).join(' ');
  return (
    <div style={{ marginBottom: 12 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4 }}>
        {label}
      </label>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(message?.tone === 'error' ? { 'aria-invalid': true as const } : {}),
      })}
      {hint && (
        <Typography.Text id={hintId} type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {hint}
        </Typography.Text>
      )}
      {message && (
        <Typography.Text
          id={messageId}
          type={message.tone === 'error' ? 'danger' : 'warning'}
          role={message.tone === 'error' ? 'alert' : 'status'}
          style={{ display: 'block', fontSize: 12 }}
        >
          {message.text}
        </Typography.Text>
      )}
    </div>
  );
}

/** A text prop of the node; '' when it is missing or not text. */
export const textPropOf = (node: SerializedLayoutNode, key: string): string =>
  typeof node.props[key] === 'string' ? (node.props[key] as string) : '';

/** The coalescing key of typing in one prop's input: a burst of keys is one undo step. */
export const typingKey = (id: string, prop: string): string => `props:${id}:${prop}`;

export interface TextPropInputProps extends NodePropsFormProps {
  prop: string;
  label: string;
  hint?: string;
  placeholder?: string;
}

/** A one-line text prop, saved as typed (one undo step per burst), shown from the node's props. */
export function TextPropInput({
  id,
  node,
  onChange,
  prop,
  label,
  hint,
  placeholder,
}: TextPropInputProps) {
  return (
    <PropField label={label} hint={hint}>
      {(control) => (
        <Input
          {...control}
          value={textPropOf(node, prop)}
          placeholder={placeholder}
          onChange={(event) => onChange({ [prop]: event.target.value }, typingKey(id, prop))}
        />
      )}
    </PropField>
  );
}
