import { Space, Typography } from 'antd';
import type { DeferredField as FileFieldDefinition } from '../../../../shared/forms/field-definition';
import {
  fileEntriesOf,
  fileItemOf,
  withFileAdded,
  withFileCdn,
  withFileRemoved,
  withFileVisibility,
} from '../../../../shared/files/file-field-value';
import type { UploadKind } from '../../../../shared/files/upload-kinds';
import { getAt } from '../../../../shared/forms/value-path';
import { texts } from '../../../../shared/texts/pt-BR';
import { useActiveProfile, useDataPorts } from '../../../data/provider';
import { useUploads } from '../../uploads/use-uploads';
import { UploadDropArea } from '../../uploads/upload-drop-area';
import { UploadedFileCard } from '../../uploads/uploaded-file-card';
import { useVideoApi } from '../../uploads/video/use-video-api';
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
  const ports = useDataPorts();
  const profile = useActiveProfile();
  const uploads = useUploads();
  const videoApi = useVideoApi();
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
        <ul aria-label={label} style={{ margin: 0, padding: 0 }}>
          {entries.map((entry, index) => {
            const item = fileItemOf(entry);
            if (!item) return null;
            const fileId = item.id;
            return (
              <UploadedFileCard
                key={`${index}:${item.id ?? item.url}`}
                item={item}
                files={ports.files}
                filesApi={uploads.api}
                video={
                  type === 'video'
                    ? {
                        api: videoApi,
                        host: profile.videoHost || null,
                        onCdnChanged:
                          field.readOnly || !fileId
                            ? undefined
                            : (video) => update((current) => withFileCdn(current, item.id!, video)),
                      }
                    : undefined
                }
                onVisibilityChanged={
                  field.readOnly
                    ? undefined
                    : (isPublic) =>
                        update((current) => withFileVisibility(current, index, isPublic))
                }
                onRemove={
                  field.readOnly
                    ? undefined
                    : () => update((current) => withFileRemoved(current, index))
                }
              />
            );
          })}
        </ul>
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
