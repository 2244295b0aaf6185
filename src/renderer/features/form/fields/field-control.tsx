import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';
import type {
  DeferredField as DeferredFieldDefinition,
  FieldDefinition,
  FieldType,
  StructField,
} from '../../../../shared/forms/field-definition';
import type { FieldProps } from './field-props';
import { ArrayFieldControl, ArrayStructControl } from './array-fields';
import { CheckboxField } from './checkbox-field';
import { CollectionDocFormControl } from './collection-doc-form-field';
import { CollectionEditorControl } from './collection-editor-field';
import { ComponentControl } from './component-field';
import { ConditionField } from './condition/condition-field';
import { DateField } from './date-field';
import { DeferredField } from './deferred-field';
import { DocEditorControl } from './doc-editor-field';
import { FileField } from './file-field';
import { LayoutField } from './layout-field';
import { NumberField } from './number-field';
import { SelectField } from './select-field';
import { SelectNestedField } from './select-nested-field';
import { StructBody } from './struct-body';
import { TextField } from './text-field';

// The block editor is heavy: it loads only when a form has an editor field.
const LazyEditorField = lazy(() => import('./editor-field'));

/** How a row names its control: a label for one input, a labelled group, or a fieldset. */
export type LabelKind = 'control' | 'group' | 'fieldset';

interface FieldRegistration<F extends FieldDefinition> {
  Control: ComponentType<FieldProps<F>>;
  label: LabelKind;
}

/** The definition interface that declares type `T` (some declare several: text, number...). */
type FieldOfType<T extends FieldType, F = FieldDefinition> = F extends { type: infer U }
  ? T extends U
    ? F
    : never
  : never;

function StructControl({ field, path }: FieldProps<StructField>) {
  return <StructBody fields={field.fields} path={path} readOnly={field.readOnly} />;
}

function EditorControl(props: FieldProps<FieldOfType<'editor'>>) {
  return (
    <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 3 }} />}>
      <LazyEditorField {...props} />
    </Suspense>
  );
}

/**
 * Every field type and what renders it: adding a type to FIELD_TYPES fails to compile until
 * it has an entry here, and nothing else in the engine needs to change.
 */
export const fieldRegistry: { [T in FieldType]: FieldRegistration<FieldOfType<T>> } = {
  text: { Control: TextField, label: 'control' },
  textarea: { Control: TextField, label: 'control' },
  number: { Control: NumberField, label: 'control' },
  checkbox: { Control: CheckboxField, label: 'control' },
  date: { Control: DateField, label: 'control' },
  datetime: { Control: DateField, label: 'control' },
  select: { Control: SelectField, label: 'control' },
  select_nested: { Control: SelectNestedField, label: 'control' },
  'doc-editor': { Control: DocEditorControl, label: 'control' },
  component: { Control: ComponentControl, label: 'control' },
  struct: { Control: StructControl, label: 'fieldset' },
  array_field: { Control: ArrayFieldControl, label: 'group' },
  array_struct: { Control: ArrayStructControl, label: 'group' },
  collection_doc_form: { Control: CollectionDocFormControl, label: 'group' },
  'collection-editor': { Control: CollectionEditorControl, label: 'group' },
  editor: { Control: EditorControl, label: 'group' },
  condition: { Control: ConditionField, label: 'group' },
  file: { Control: FileField, label: 'group' },
  image: { Control: FileField, label: 'group' },
  video: { Control: FileField, label: 'group' },
  'editor-layout': { Control: LayoutField, label: 'group' },
};

const registrationOf = (type: string) =>
  (fieldRegistry as unknown as Partial<Record<string, FieldRegistration<FieldDefinition>>>)[type];

/** How the row labels a field; a type this build does not know is a group. */
export const labelKindOf = (type: string): LabelKind => registrationOf(type)?.label ?? 'group';

/** Renders a field by its type. */
export function FieldControl(props: FieldProps) {
  const registration = registrationOf(props.field.type);
  // A type this build does not know (a newer definition): shown read-only, kept.
  if (!registration) {
    return <DeferredField {...(props as FieldProps<DeferredFieldDefinition>)} />;
  }
  const { Control } = registration;
  return <Control {...props} />;
}
