import { FileOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { texts } from '../../../../shared/texts/pt-BR';
import { BlockPlaceholder } from './block-placeholder';
import { blockFileOf } from './block-file';
import type { LeafNodeViewProps } from './node-view-props';

const t = texts.layoutBlocks.file;

/**
 * An Arquivo block: a card with its label and file name, as the page shows the download link.
 * Not a live link on the canvas: a click there selects the block, it does not open the file.
 */
export function FileNodeView({ node }: LeafNodeViewProps) {
  const item = blockFileOf(node.props.file);
  if (!item) return <BlockPlaceholder icon={<FileOutlined />} text={t.empty} />;
  const label = typeof node.props.label === 'string' ? node.props.label.trim() : '';
  const name = label || item.filename;
  return (
    <Flex
      role="group"
      aria-label={t.card(name)}
      align="center"
      gap="small"
      style={{ padding: 12, border: '1px solid #f0f0f0', borderRadius: 6 }}
    >
      <PaperClipOutlined aria-hidden style={{ fontSize: 18 }} />
      <span style={{ minWidth: 0 }}>
        <Typography.Text strong style={{ display: 'block' }} ellipsis>
          {name}
        </Typography.Text>
        {label !== '' && label !== item.filename && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
            {item.filename}
          </Typography.Text>
        )}
      </span>
    </Flex>
  );
}
