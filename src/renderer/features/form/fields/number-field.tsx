import { useState, type ChangeEvent } from 'react';
import type { ScalarField } from '../../../../shared/forms/field-definition';
import {
  numberFromTyping,
  numberToTyping,
  sanitizeNumberTyping,
} from '../../../../shared/forms/number-input';
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

/**
 * A number typed as text (spec 01 §5): the input keeps what is typed ('-', '1.'), the store
 * gets only complete numbers, or null when empty.
 */
export function NumberField(props: FieldProps<ScalarField>) {
  const { field, path, inputId } = props;
  const { store } = useFormContext();
  const value = useFieldValue(store, path);
  const [draft, setDraft] = useState<Draft>(() => ({
    text: numberToTyping(value),
    standsFor: value,
  }));
  let text = draft.text;
  if (!Object.is(draft.standsFor, value)) {
    // Changed elsewhere (load, JSON editor, an array item moved into this slot).
    text = numberToTyping(value);
    setDraft({ text, standsFor: value });
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = sanitizeNumberTyping(event.target.value);
    const parsed = numberFromTyping(typed);
    // Emptying a field that holds nothing is no edit: missing stays missing.
    const unchanged =
      parsed === undefined || Object.is(parsed, value) || (parsed === null && value == null);
    const next = unchanged ? value : parsed;
    setDraft({ text: typed, standsFor: next });
    if (!unchanged) store.setValue(path, next);
  };

  return (
    <PlainInput
      id={inputId}
      inputMode="decimal"
      value={text}
      placeholder={field.placeholder}
      readOnly={field.readOnly}
      onChange={onChange}
      {...controlAria(props)}
    />
  );
}
