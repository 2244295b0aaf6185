import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { DeferredField as DeferredFieldDefinition } from '../../../../shared/forms/field-definition';
import type { FieldProps } from './field-props';
import { ArrayFieldControl, ArrayStructControl } from './array-fields';
import { CheckboxField } from './checkbox-field';
import { CollectionDocFormControl } from './collection-doc-form-field';
import { CollectionEditorControl } from './collection-editor-field';
import { ConditionField } from './condition/condition-field';
import { ComponentControl } from './component-field';
import { DateField } from './date-field';
import { DeferredField } from './deferred-field';
import { DocEditorControl } from './doc-editor-field';
import { NumberField } from './number-field';
import { SelectField } from './select-field';
import { SelectNestedField } from './select-nested-field';
import { StructBody } from './struct-body';
import { TextField } from './text-field';

// The block editor is heavy: it loads only when a form has an editor field.
const EditorField = lazy(() => import('./editor-field'));

/** Picks the renderer of a field by its type. */
export function FieldControl(props: FieldProps) {
  const { field, path, inputId } = props;
  switch (field.type) {
    case 'text':
    case 'textarea':
      return <TextField field={field} path={path} inputId={inputId} />;
    case 'number':
      return <NumberField field={field} path={path} inputId={inputId} />;
    case 'checkbox':
      return <CheckboxField field={field} path={path} inputId={inputId} />;
    case 'date':
    case 'datetime':
      return <DateField field={field} path={path} inputId={inputId} />;
    case 'select':
      return <SelectField field={field} path={path} inputId={inputId} />;
    case 'select_nested':
      return <SelectNestedField field={field} path={path} inputId={inputId} />;
    case 'struct':
      return <StructBody fields={field.fields} path={path} readOnly={field.readOnly} />;
    case 'array_field':
      return <ArrayFieldControl field={field} path={path} inputId={inputId} />;
    case 'array_struct':
      return <ArrayStructControl field={field} path={path} inputId={inputId} />;
    case 'collection_doc_form':
      return <CollectionDocFormControl field={field} path={path} inputId={inputId} />;
    case 'collection-editor':
      return <CollectionEditorControl field={field} path={path} inputId={inputId} />;
    case 'doc-editor':
      return <DocEditorControl field={field} path={path} inputId={inputId} />;
    case 'component':
      return <ComponentControl field={field} path={path} inputId={inputId} />;
    case 'editor':
      return (
        <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 3 }} />}>
          <EditorField field={field} path={path} inputId={inputId} />
        </Suspense>
      );
    case 'condition':
      return <ConditionField field={field} path={path} inputId={inputId} />;
    case 'file':
    case 'image':
    case 'video':
    case 'editor-layout':
      return <DeferredField field={field} path={path} inputId={inputId} />;
    default:
      // A type this build does not know (a newer definition): shown read-only, kept.
      return (
        <DeferredField field={field as DeferredFieldDefinition} path={path} inputId={inputId} />
      );
  }
}
