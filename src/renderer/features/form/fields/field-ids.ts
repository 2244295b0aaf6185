import type { FieldProps } from './field-props';

/** The row renders the help hint under this id; controls point aria-describedby at it. */
export const helpIdOf = (inputId: string): string => `${inputId}-help`;

/** The row's visible label of a group field (aria-labelledby target). */
export const labelIdOf = (inputId: string): string => `${inputId}-label`;

/** The aria attributes every control of a row carries. */
export function controlAria({ field, inputId }: FieldProps): {
  'aria-describedby'?: string;
  'aria-required'?: boolean;
} {
  return {
    ...(field.help ? { 'aria-describedby': helpIdOf(inputId) } : {}),
    ...(field.required ? { 'aria-required': true } : {}),
  };
}
