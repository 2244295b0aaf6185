import { Input, Typography } from 'antd';
import { fileEntriesOf, fileItemOf } from '../../../../shared/files/file-field-value';
import { texts } from '../../../../shared/texts/pt-BR';
import { UploadDropArea } from '../../uploads/upload-drop-area';
import { UploadedFileList } from '../../uploads/uploaded-file-list';
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
  const value = node.props.file;
  const label = t[kind];
  const url = typeof value === 'string' ? value : '';
  const setFile = (file: unknown, coalesceKey?: string) => onChange({ file }, coalesceKey);
  const listed = fileEntriesOf(value).some(
    (entry) => typeof entry !== 'string' && fileItemOf(entry) !== null,
  );

  return (
    <>
      <UploadedFileList
        label={label}
        value={value}
        videos={kind === 'video'}
        skipUrls
        onChange={(next) => setFile(next(value))}
        style={{ marginBottom: 8 }}
      />
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
      {!listed && url === '' && (
        <Typography.Text type="secondary">{texts.uploads.field.empty}</Typography.Text>
      )}
    </>
  );
}
