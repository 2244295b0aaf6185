import type { CSSProperties } from 'react';
import {
  fileEntriesOf,
  fileItemOf,
  withFileCdn,
  withFileRemoved,
  withFileVisibility,
} from '../../../shared/files/file-field-value';
import { useActiveProfile, useDataPorts } from '../../data/provider';
import { UploadedFileCard } from './uploaded-file-card';
import { useUploads } from './use-uploads';
import { useVideoApi } from './video/use-video-api';

export interface UploadedFileListProps {
  /** The list's accessible name (the field's or the block property's label). */
  label: string;
  /** A file value (spec 01 §6): one file record, a list of them, or URLs. */
  value: unknown;
  /** Video files: each card shows its CDN panel. */
  videos: boolean;
  /** Plain URL entries are not listed (the caller edits them as text). */
  skipUrls?: boolean;
  /** Where the CDN status goes into the value; without it the panel only shows it. */
  storesCdn?: boolean;
  /** Applies a change to the value; absent: read-only (no public flag, no remove). */
  onChange?(next: (current: unknown) => unknown): void;
  style?: CSSProperties;
}

/**
 * The registered files of a file value, each with its preview, public flag, CDN video panel
 * and remove: what the form's file fields and the layout editor's file property both show.
 */
export function UploadedFileList({
  label,
  value,
  videos,
  skipUrls = false,
  storesCdn = false,
  onChange,
  style,
}: UploadedFileListProps) {
  const ports = useDataPorts();
  const profile = useActiveProfile();
  const uploads = useUploads();
  const videoApi = useVideoApi();
  const records = fileEntriesOf(value).flatMap((entry, index) => {
    const item = skipUrls && typeof entry === 'string' ? null : fileItemOf(entry);
    return item ? [{ item, index }] : [];
  });
  if (records.length === 0) return null;
  return (
    <ul aria-label={label} style={{ margin: 0, padding: 0, ...style }}>
      {records.map(({ item, index }) => {
        const fileId = item.id;
        return (
          <UploadedFileCard
            key={`${index}:${item.id ?? item.url}`}
            item={item}
            files={ports.files}
            filesApi={uploads.api}
            video={
              videos
                ? {
                    api: videoApi,
                    host: profile.videoHost || null,
                    onCdnChanged:
                      onChange && storesCdn && fileId
                        ? (video) => onChange((current) => withFileCdn(current, fileId, video))
                        : undefined,
                  }
                : undefined
            }
            onVisibilityChanged={
              onChange &&
              ((isPublic) => onChange((current) => withFileVisibility(current, index, isPublic)))
            }
            onRemove={onChange && (() => onChange((current) => withFileRemoved(current, index)))}
          />
        );
      })}
    </ul>
  );
}
