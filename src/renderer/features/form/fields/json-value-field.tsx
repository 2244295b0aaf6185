import { Input, Typography } from 'antd';
import { useState, type ChangeEvent } from 'react';
import type { ComponentField } from '../../../../shared/forms/field-definition';
import { texts } from '../../../../shared/texts/pt-BR';
import { useFormContext } from '../form-context';
import { useFieldValue } from '../state/use-field-value';
import { controlAria } from './field-ids';
import type { FieldProps } from './field-props';
import { jsonTextOf, parseJsonValue } from './json-value';

const t = texts.formFields;
const editorStyle = { fontFamily: 'monospace', fontSize: 12 } as const;

interface Draft {
  text: string;
  /** The stored value this text stands for; another stored value replaces the text. */
  standsFor: unknown;
  error: string | null;
}

const draftOf = (value: unknown): Draft => {
  const shown = jsonTextOf(value);
  return shown.ok
    ? { text: shown.text, standsFor: value, error: null }
    : { text: '', standsFor: value, error: shown.message };
};

/**
 * The registry's 'json' component: a value edited as JSON text. Only valid JSON is stored;
 * while the text is invalid the error shows and the store keeps its last valid value.
 */
export function JsonValueField(props: FieldProps<ComponentField>) {
  const { field, path, inputId } = props;
  const { store } = useFormContext();
  const value = useFieldValue(store, path);
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  let current = draft;
  if (!Object.is(draft.standsFor, value)) {
    current = draftOf(value);
    setDraft(current);
  }
  // A stored value JSON cannot show (a cycle, a BigInt) is never replaced from here.
  const unshowable = current.error !== null && current.text === '' && value !== undefined;

  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const text = event.target.value;
    const parsed = parseJsonValue(text);
    if (!parsed.ok) {
      setDraft({ text, standsFor: value, error: parsed.message });
      return;
    }
    setDraft({ text, standsFor: parsed.value, error: null });
    store.setValue(path, parsed.value);
  };

  const errorId = `${inputId}-error`;
  return (
    <div>
      <Input.TextArea
        id={inputId}
        rows={6}
        style={editorStyle}
        spellCheck={false}
        value={current.text}
        placeholder={field.placeholder}
        readOnly={field.readOnly || unshowable}
        status={current.error ? 'error' : undefined}
        aria-invalid={current.error ? true : undefined}
        aria-errormessage={current.error ? errorId : undefined}
        onChange={onChange}
        {...controlAria(props)}
      />
      {current.error ? (
        <Typography.Text id={errorId} type="danger" role="alert">
          {current.error}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t.json.hint}
        </Typography.Text>
      )}
    </div>
  );
}
