import { Alert } from 'antd';
import type { ComponentField } from '../../../../shared/forms/field-definition';
import { texts } from '../../../../shared/texts/pt-BR';
import { componentFor } from '../component-registry';
import type { FieldProps } from './field-props';

const t = texts.formFields;

/** A named component from the registry; an unknown name leaves the value untouched. */
export function ComponentControl(props: FieldProps<ComponentField>) {
  const Component = componentFor(props.field.component);
  if (!Component) {
    return <Alert type="warning" showIcon title={t.unknownComponent(props.field.component)} />;
  }
  return <Component {...props} />;
}
