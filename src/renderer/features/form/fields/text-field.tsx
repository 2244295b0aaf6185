import type { ScalarField } from '../../../../shared/forms/field-definition';
import { isEmailField } from '../../../../shared/forms/email-check';
import { EmailField } from './email-field';
import { HtmlTextField } from './html-text-field';
import type { FieldProps } from './field-props';
import { PlainTextField } from './plain-text-field';

/** text and textarea; an e-mail field is checked as typed, an HTML one edited as rich text. */
export function TextField(props: FieldProps<ScalarField>) {
  if (isEmailField(props.field)) return <EmailField {...props} />;
  if (props.field.type === 'textarea' && props.field.format === 'html') {
    return <HtmlTextField {...props} />;
  }
  return <PlainTextField {...props} />;
}
