import type { ChangeEvent } from 'react';
import { usePlainControlClasses } from './plain-controls-context';

interface PlainCheckboxProps {
  id: string;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/** antd's Checkbox markup and look, without its per-instance hooks and click wave. */
export function PlainCheckbox({
  checked,
  disabled = false,
  onChange,
  ...input
}: PlainCheckboxProps) {
  const classes = usePlainControlClasses().checkbox;
  const state = { checked, disabled };
  return (
    <label className={classes.wrapper(state)}>
      <span className={classes.box(state)}>
        <input
          {...input}
          type="checkbox"
          className={classes.input}
          checked={checked}
          disabled={disabled}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
        />
      </span>
    </label>
  );
}
