import { PictureOutlined } from '@ant-design/icons';
import type { FileItem } from '../../../../shared/files/file-field-value';
import { texts } from '../../../../shared/texts/pt-BR';
import { useDataPorts } from '../../../data/provider';
import { usePreviewUrl } from '../../uploads/file-preview';
import { BlockPlaceholder } from './block-placeholder';
import { blockFileOf } from './block-file';
import type { LeafNodeViewProps } from './node-view-props';

const t = texts.layoutBlocks.image;

/** An Image block: its file at the block's width, or where to choose one. */
export function ImageNodeView({ node }: LeafNodeViewProps) {
  const item = blockFileOf(node.props.file);
  if (!item) return <BlockPlaceholder icon={<PictureOutlined />} text={t.empty} />;
  const alt = typeof node.props.alt === 'string' ? node.props.alt : '';
  return <BlockImage file={item} alt={alt} />;
}

function BlockImage({ file, alt }: { file: FileItem; alt: string }) {
  const { files } = useDataPorts();
  // The stored bytes (local store) or the record's http(s) URL: no other scheme reaches src.
  const src = usePreviewUrl(file, files, true);
  if (!src)
    return <BlockPlaceholder icon={<PictureOutlined />} text={t.noPreview(file.filename)} />;
  return (
    <img
      src={src}
      alt={alt}
      draggable={false}
      style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
    />
  );
}
