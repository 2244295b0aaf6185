import { Button, Flex } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { FileCdnVideo, FileItem } from '../../../shared/files/file-field-value';
import { texts } from '../../../shared/texts/pt-BR';
import type { FileStore } from '../../data/ports';
import type { ConsoleFilesApi } from './console-files-api';
import { FilePreview } from './file-preview';
import { VideoCdnPanel } from './video/video-cdn-panel';
import type { VideoApi } from './video/video-api';
import { VisibilityToggle } from './visibility-toggle';

export interface UploadedFileCardProps {
  item: FileItem;
  files: FileStore;
  filesApi: ConsoleFilesApi;
  /**
   * Given for videos: the CDN panel follows the file's encoding; `onCdnChanged` stores the
   * CDN id and status in the field (absent: read-only).
   */
  video?: { api: VideoApi; host: string | null; onCdnChanged?(video: FileCdnVideo): void };
  onVisibilityChanged?(isPublic: boolean): void;
  onRemove?(): void;
}

/** A registered file: preview, public flag (where it may change), CDN video, remove. */
export function UploadedFileCard({
  item,
  files,
  filesApi,
  video,
  onVisibilityChanged,
  onRemove,
}: UploadedFileCardProps) {
  return (
    <li style={{ listStyle: 'none', padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Flex align="center" justify="space-between" gap="middle" wrap>
        <FilePreview file={item} files={files} />
        <Flex align="center" gap="middle">
          {item.id && item.isPublic !== null && onVisibilityChanged && (
            <VisibilityToggle
              fileId={item.id}
              filename={item.filename}
              isPublic={item.isPublic}
              api={filesApi}
              onChanged={onVisibilityChanged}
            />
          )}
          {onRemove && (
            <Button
              size="small"
              icon={<DeleteOutlined />}
              onClick={onRemove}
              aria-label={texts.uploads.field.remove(item.filename)}
            />
          )}
        </Flex>
      </Flex>
      {video && item.id && (
        <div style={{ marginTop: 8 }}>
          <VideoCdnPanel
            fileId={item.id}
            initial={item.bunny}
            videoHost={video.host}
            api={video.api}
            onCdnChanged={video.onCdnChanged}
          />
        </div>
      )}
    </li>
  );
}
