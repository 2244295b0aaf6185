import { Space, Typography } from 'antd';
import type { DeferredField as FileFieldDefinition } from '../../../../shared/forms/field-definition';
import { fileEntriesOf, withFileAdded } from '../../../../shared/files/file-field-value';
import type { UploadKind } from '../../../../shared/files/upload-kinds';
import { getAt } from '../../../../shared/forms/value-path';
import { texts } from '../../../../shared/texts/pt-BR';
import { UploadDropArea } from '../../uploads/upload-drop-area';
import { UploadedFileList } from '../../uploads/uploaded-file-list';
import { useFormContext } from '../form-context';
import { useFieldValue } from '../state/use-field-value';
import type { FieldProps } from './field-props';

const kindOf: Record<'file' | 'image' | 'video', UploadKind> = {
  file: 'any',
  image: 'image',
  video: 'video',
};

/**
 * Editor images and videos are public; an attached file is private until someone opens it
 * (spec 01 §6).
 */
const publicByDefault = { file: false, image: true, video: true };

/**
 * file, image and video fields: the registered files with their previews, and a drop zone
 * that uploads more. A file joins the value only once the console API has registered it, so
 * a canceled or failed upload leaves the value as it was.
 */
export function FileField({ field, path, inputId }: FieldProps<FileFieldDefinition>) {
  const type = field.type;
  const { store, collection, docId } = useFormContext();
  const value = useFieldValue(store, path);
  const label = field.title || field.name;
  const entries = fileEntriesOf(value);
  // A write only when the value changes: re-reading the same CDN status saves nothing.
  const update = (next: (current: unknown) => unknown) => {
    const current = getAt(store.getState().values, path);
    const value = next(current);
    if (value !== current) store.setValue(path, value);
  };

  return (
    <Space id={inputId} direction="vertical" style={{ width: '100%' }}>
      {entries.length === 0 ? (
        <Typography.Text type="secondary">{texts.uploads.field.empty}</Typography.Text>
      ) : (
        <UploadedFileList
          label={label}
          value={value}
          videos={type === 'video'}
          storesCdn
          onChange={field.readOnly ? undefined : update}
        />
      )}
      {!field.readOnly && (
        <UploadDropArea
          label={label}
          kind={kindOf[type]}
          isPublic={publicByDefault[type]}
          owner={`${collection}/${docId ?? ''}:${path.join('.')}`}
          onDone={(file) => update((current) => withFileAdded(current, { ...file }))}
        />
      )}
    </Space>
  );
}
