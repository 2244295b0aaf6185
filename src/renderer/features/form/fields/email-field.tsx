import { useState, type ChangeEvent } from 'react';
import { Typography } from 'antd';
import type { ScalarField } from '../../../../shared/forms/field-definition';
import { isValidEmail } from '../../../../shared/forms/email-check';
import { texts } from '../../../../shared/texts/pt-BR';
import { useFormContext } from '../form-context';
import { useFieldValue } from '../state/use-field-value';
import { controlAria } from './field-ids';
import type { FieldProps } from './field-props';
import { PlainInput } from './plain-controls/plain-input';

interface Draft {
  text: string;
  /** The stored value this text stands for; another stored value replaces the text. */
  standsFor: unknown;
}

const stored = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * One e-mail address: the input keeps what is typed, the store gets it only once it is a
 * well-formed address (or empty), so autosave never writes 'carla@'. Until then the field says
 * what is wrong, right under it.
 */
export function EmailField(props: FieldProps<ScalarField>) {
  const { field, path, inputId } = props;
  const { store } = useFormContext();
  const value = useFieldValue(store, path);
  const [draft, setDraft] = useState<Draft>(() => ({ text: stored(value), standsFor: value }));
  let text = draft.text;
  if (!Object.is(draft.standsFor, value)) {
    // Changed elsewhere (load, JSON editor, the assistant).
    text = stored(value);
    setDraft({ text, standsFor: value });
  }
  const typed = text.trim();
  const invalid = typed !== '' && !isValidEmail(typed);
  const errorId = `${inputId}-email-error`;
  const aria = controlAria(props);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    const address = next.trim();
    if (address === '' || isValidEmail(address)) {
      const unchanged = address === stored(value) || (address === '' && value == null);
      setDraft({ text: next, standsFor: unchanged ? value : address });
      if (!unchanged) store.setValue(path, address);
    } else {
      setDraft({ text: next, standsFor: value });
    }
  };

  return (
    <>
      <PlainInput
        id={inputId}
        type="email"
        value={text}
        placeholder={field.placeholder}
        readOnly={field.readOnly}
        onChange={onChange}
        {...aria}
        aria-invalid={invalid || undefined}
        aria-describedby={
          [aria['aria-describedby'], invalid ? errorId : null].filter(Boolean).join(' ') ||
          undefined
        }
      />
      {invalid && (
        <Typography.Text id={errorId} type="danger" role="alert">
          {texts.labels.invalidEmail(typed)}
        </Typography.Text>
      )}
    </>
  );
}
