import { CodeOutlined } from '@ant-design/icons';
import { texts } from '../../../../shared/texts/pt-BR';
import { EmbedFrame } from '../../../components/embed-frame/embed-frame';
import { BlockPlaceholder } from './block-placeholder';
import type { LeafNodeViewProps } from './node-view-props';

const t = texts.layoutBlocks.embed;

/** An Embed block: its third-party HTML only ever runs in the sandboxed frame, never in this page. */
export function EmbedNodeView({ node }: LeafNodeViewProps) {
  const html = typeof node.props.html === 'string' ? node.props.html : '';
  if (html.trim() === '') return <BlockPlaceholder icon={<CodeOutlined />} text={t.empty} />;
  return <EmbedFrame html={html} title={t.frameTitle} />;
}
