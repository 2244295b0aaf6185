import { useCallback } from 'react';
import {
  DEFAULT_EDITOR_TOOLS,
  type EditorField as EditorFieldDefinition,
} from '../../../../shared/forms/field-definition';
import type { EditorDocument } from '../../../../shared/forms/editor-blocks';
import { texts } from '../../../../shared/texts/pt-BR';
import { BlockEditor } from '../../block-editor/block-editor';
import { useFormContext } from '../form-context';
import { useFieldValue } from '../state/use-field-value';
import { helpIdOf } from './field-ids';
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
      // The form row already names a group with the title; this one names the block list.
      ariaLabel={texts.blockEditor.fieldGroup(field.title ?? field.name)}
      describedBy={field.help ? helpIdOf(inputId) : undefined}
      readOnly={field.readOnly}
    />
  );
}

export default EditorField;
