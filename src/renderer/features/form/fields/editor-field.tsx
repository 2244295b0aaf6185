import { useCallback } from 'react';
import { ImageUploadSlot, type ImageUploadSlotProps } from '../../block-editor/image-upload-slot';
import { UploadDropArea } from '../../uploads/upload-drop-area';
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
  const { store, collection, docId } = useFormContext();
  const value = useFieldValue(store, path);
  const onChange = useCallback(
    (document: EditorDocument) => store.setValue(path, document),
    [store, path],
  );
  const owner = `${collection}/${docId ?? ''}:${path.join('.')}`;
  // Editor images are public (spec 01 §6).
  const renderImageUpload = useCallback(
    ({ position, onUploaded }: ImageUploadSlotProps) => (
      <UploadDropArea
        label={texts.blockEditor.image.uploadLabel(position)}
        kind="image"
        isPublic
        owner={`${owner}#${position}`}
        onDone={(file) => onUploaded(file.url)}
      />
    ),
    [owner],
  );
  return (
    <ImageUploadSlot.Provider value={renderImageUpload}>
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
    </ImageUploadSlot.Provider>
  );
}

export default EditorField;
