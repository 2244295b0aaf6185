import { Input, Typography } from 'antd';
import {
  fileEntriesOf,
  fileItemOf,
  withFileRemoved,
  withFileVisibility,
} from '../../../../shared/files/file-field-value';
import { texts } from '../../../../shared/texts/pt-BR';
import { useActiveProfile, useDataPorts } from '../../../data/provider';
import { useUploads } from '../../uploads/use-uploads';
import { UploadDropArea } from '../../uploads/upload-drop-area';
import { UploadedFileCard } from '../../uploads/uploaded-file-card';
import { useVideoApi } from '../../uploads/video/use-video-api';
import { httpUrlOrNull } from '../../uploads/video/video-urls';
import type { NodePropsFormProps } from '../nodes/node-view-props';
import { PropField, typingKey } from './prop-field';

const t = texts.layoutBlocks.forms;

/** What each block uploads (spec 01 §5) and with which public flag (as the form fields do). */
const KINDS = {
  image: { upload: 'image', isPublic: true },
  video: { upload: 'video', isPublic: true },
  file: { upload: 'any', isPublic: false },
} as const;

export interface FilePropInputProps extends NodePropsFormProps {
  kind: keyof typeof KINDS;
}

/**
 * The `file` prop of an Image, Video or Arquivo block: the chosen file (with its public flag
 * and, for a video, its CDN panel), a drop zone that uploads a new one through the console's
 * queue (it replaces the block's file once registered), or a pasted URL.
 */
export function FilePropInput({ id, node, onChange, kind }: FilePropInputProps) {
  const ports = useDataPorts();
  const profile = useActiveProfile();
  const uploads = useUploads();
  const videoApi = useVideoApi();
  const value = node.props.file;
  const label = t[kind];
  const url = typeof value === 'string' ? value : '';
  const setFile = (file: unknown, coalesceKey?: string) => onChange({ file }, coalesceKey);
  const records = fileEntriesOf(value).flatMap((entry, index) => {
    const item = typeof entry === 'string' ? null : fileItemOf(entry);
    return item ? [{ item, index }] : [];
  });

  return (
    <>
      {records.length > 0 && (
        <ul aria-label={label} style={{ margin: '0 0 8px', padding: 0 }}>
          {records.map(({ item, index }) => (
            <UploadedFileCard
              key={`${index}:${item.id ?? item.url}`}
              item={item}
              files={ports.files}
              filesApi={uploads.api}
              video={
                kind === 'video' ? { api: videoApi, host: profile.videoHost || null } : undefined
              }
              onVisibilityChanged={(isPublic) =>
                setFile(withFileVisibility(value, index, isPublic))
              }
              onRemove={() => setFile(withFileRemoved(value, index))}
            />
          ))}
        </ul>
      )}
      <div style={{ marginBottom: 12 }}>
        <UploadDropArea
          label={label}
          kind={KINDS[kind].upload}
          isPublic={KINDS[kind].isPublic}
          owner={`layout:${id}:file`}
          onDone={(file) => setFile([{ ...file }])}
        />
      </div>
      <PropField
        label={t.url}
        message={url !== '' && !httpUrlOrNull(url) ? { text: t.urlNotHttp, tone: 'warning' } : null}
      >
        {(control) => (
          <Input
            {...control}
            type="url"
            value={url}
            placeholder="https://"
            onChange={(event) => setFile(event.target.value, typingKey(id, 'file'))}
          />
        )}
      </PropField>
      {records.length === 0 && url === '' && (
        <Typography.Text type="secondary">{texts.uploads.field.empty}</Typography.Text>
      )}
    </>
  );
}
