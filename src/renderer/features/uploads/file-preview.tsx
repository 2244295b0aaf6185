import { FileOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import { formatBytes } from '../../../shared/format/pt-br-format';
import { hasImagePreview } from '../../../shared/files/upload-kinds';
import type { FileStore } from '../../data/ports';
import { httpUrlOrNull } from './video/video-urls';
import styles from './uploads.module.css';

/** What a preview needs of a file record; old values may lack all but a url. */
export interface PreviewableFile {
  filename: string;
  url: string;
  path?: string;
  size?: number;
  contentType?: string;
}

/**
 * The stored bytes when the store can hand them out (the local store's own copy), else the
 * record's http(s) url, else nothing: no other scheme reaches an src.
 */
export function usePreviewUrl(
  file: PreviewableFile,
  files: FileStore,
  wanted: boolean,
): string | null {
  const [resolved, setResolved] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted || !file.path) return;
    let live = true;
    files.resolveUrl(file.path).then(
      (url) => live && setResolved(url.startsWith('blob:') ? url : httpUrlOrNull(url)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [files, file.path, wanted]);
  return resolved ?? (wanted ? httpUrlOrNull(file.url) : null);
}

/**
 * An image previews for png, gif, jpg, jpeg and webp (spec 01 §5); anything else is an icon
 * with its name and size. The name is always text, never markup.
 */
export function FilePreview({ file, files }: { file: PreviewableFile; files: FileStore }) {
  const showsImage = hasImagePreview(file.filename) || hasImagePreview(file.path ?? '');
  const src = usePreviewUrl(file, files, showsImage);
  const isVideo = file.contentType?.startsWith('video/') ?? false;
  return (
    <div className={styles.preview}>
      {showsImage && src ? (
        <img className={styles.previewImage} src={src} alt={file.filename} />
      ) : (
        <span className={styles.previewIcon} aria-hidden>
          {isVideo ? <VideoCameraOutlined /> : <FileOutlined />}
        </span>
      )}
      <div style={{ minWidth: 0 }}>
        <Typography.Text ellipsis={{ tooltip: file.filename }} style={{ display: 'block' }}>
          {file.filename}
        </Typography.Text>
        {file.size !== undefined && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatBytes(file.size)}
          </Typography.Text>
        )}
      </div>
    </div>
  );
}
