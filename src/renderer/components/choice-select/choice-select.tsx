import { Select } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { texts } from '../../../shared/texts/pt-BR';

const t = texts.formFields;
const NONE = '\u0000none';
const KEPT = '\u0000kept';
const POPUP_OPTIONS_HEIGHT = 320;

export interface Choice {
  value: unknown;
  label: string;
  depth?: number;
  disabled?: boolean;
}

export interface ChoiceSelectProps {
  id: string;
  value: unknown;
  choices: readonly Choice[];
  onChange(value: unknown): void;
  disabled?: boolean;
  loading?: boolean;
  placeholder?: string;
  ariaProps?: Record<string, unknown>;
  /** Shown inside the open list when there is nothing to choose (besides 'Selecione'). */
  notFoundContent?: ReactNode;
}

const indent = (depth: number) => ({ paddingInlineStart: depth * 16 });

/**
 * An antd Select over arbitrary values (string, number, boolean ids) with the spec's empty
 * 'Selecione' option meaning null. A stored value that is not among the choices stays shown
 * as its own option, so opening the form never loses it.
 */
export function ChoiceSelect({
  id,
  value,
  choices,
  onChange,
  disabled,
  loading,
  placeholder,
  ariaProps,
  notFoundContent,
}: ChoiceSelectProps) {
  const index = choices.findIndex((choice) => Object.is(choice.value, value));
  const empty = value === null || value === undefined || value === '';
  const kept = !empty && index < 0 && !loading;
  const options = useMemo(
    () => [
      { value: NONE, label: t.selectNone, depth: 0 },
      ...choices.map((choice, position) => ({
        value: String(position),
        label: choice.label,
        depth: choice.depth ?? 0,
        disabled: choice.disabled,
      })),
      ...(kept ? [{ value: KEPT, label: t.notListed(String(value)), depth: 0 }] : []),
    ],
    [choices, kept, value],
  );
  const selected = empty ? NONE : index >= 0 ? String(index) : kept ? KEPT : undefined;

  return (
    <Select
      id={id}
      value={selected}
      options={options}
      disabled={disabled}
      loading={loading}
      placeholder={placeholder}
      showSearch={{ optionFilterProp: 'label' }}
      listHeight={POPUP_OPTIONS_HEIGHT}
      style={{ width: '100%' }}
      notFoundContent={notFoundContent}
      optionRender={(option) => <span style={indent(option.data.depth)}>{option.label}</span>}
      onChange={(key: string) => {
        if (key === KEPT) return;
        if (key === NONE) onChange(null);
        else onChange(choices[Number(key)]?.value ?? null);
      }}
      {...ariaProps}
    />
  );
}
