import { useCallback } from 'react';
import {
  DEFAULT_EDITOR_TOOLS,
  type EditorField as EditorFieldDefinition,
} from '../../../../shared/forms/field-definition';
import type { EditorDocument } from '../../../../shared/forms/editor-blocks';
import { BlockEditor } from '../../block-editor/block-editor';
import { useFormContext } from '../form-context';
import { useFieldValue } from '../state/form-store';
import type { FieldProps } from './field-props';

/** The `editor` field: block content in Editor.js's output shape. Loaded lazily. */
export function EditorField({ field, path, inputId }: FieldProps<EditorFieldDefinition>) {
  const { store } = useFormContext();
  const value = useFieldValue(store, path);
  const onChange = useCallback(
    (document: EditorDocument) => store.setValue(path, document),
    [store, path],
  );
  return (
    <BlockEditor
      id={inputId}
      value={value}
      onChange={onChange}
      tools={field.tools ?? DEFAULT_EDITOR_TOOLS}
      ariaLabel={field.title ?? field.name}
      readOnly={field.readOnly}
    />
  );
}

export default EditorField;
