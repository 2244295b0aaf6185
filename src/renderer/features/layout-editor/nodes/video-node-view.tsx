import { VideoCameraOutlined } from '@ant-design/icons';
import type { FileItem } from '../../../../shared/files/file-field-value';
import { texts } from '../../../../shared/texts/pt-BR';
import { useActiveProfile, useDataPorts } from '../../../data/provider';
import { usePreviewUrl } from '../../uploads/file-preview';
import { httpUrlOrNull, videoThumbnailUrl } from '../../uploads/video/video-urls';
import { BlockPlaceholder } from './block-placeholder';
import { blockFileOf } from './block-file';
import type { LeafNodeViewProps } from './node-view-props';

const t = texts.layoutBlocks.video;

/** A Video block: a player that loads nothing until asked (no autoplay), or where to choose one. */
export function VideoNodeView({ node }: LeafNodeViewProps) {
  const item = blockFileOf(node.props.file);
  if (!item) return <BlockPlaceholder icon={<VideoCameraOutlined />} text={t.empty} />;
  return <BlockVideo file={item} />;
}

function BlockVideo({ file }: { file: FileItem }) {
  const { files } = useDataPorts();
  const { videoHost } = useActiveProfile();
  const remote = httpUrlOrNull(file.url);
  // Only a file without an http(s) URL is read back from the store (a whole video in memory).
  const stored = usePreviewUrl(file, files, remote === null);
  const src = remote ?? stored;
  if (!src) {
    return <BlockPlaceholder icon={<VideoCameraOutlined />} text={t.noPreview(file.filename)} />;
  }
  const poster = file.bunny?.id
    ? videoThumbnailUrl({ bunnyId: file.bunny.id, status: 0, iframeUrl: '' }, videoHost || null)
    : null;
  return (
    <video
      src={src}
      poster={poster ?? undefined}
      controls
      preload="none"
      aria-label={t.label(file.filename)}
      style={{ display: 'block', width: '100%', aspectRatio: '16 / 9', background: '#000' }}
    />
  );
}
