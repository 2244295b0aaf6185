import { memo } from 'react';
import { Button, Space, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import {
  readBlock,
  isSavableBlock,
  type BlockType,
  type EditorBlock,
} from '../../../shared/forms/editor-blocks';
import { texts } from '../../../shared/texts/pt-BR';
import { CodeBlock } from './code-block';
import { HeaderBlock } from './header-block';
import { ImageBlock } from './image-block';
import { ParagraphBlock } from './paragraph-block';
import { ReadonlyBlock } from './readonly-block';

const t = texts.blockEditor;

export interface BlockActions {
  setData(id: string, data: unknown): void;
  move(id: string, by: -1 | 1): void;
  remove(id: string): void;
  /** Gives block `id` new data and puts a new paragraph holding `tailHtml` after it. */
  split(id: string, data: unknown, tailHtml: string): void;
}

export interface BlockItemProps {
  block: EditorBlock;
  /** 1-based, for accessible names. */
  position: number;
  total: number;
  readOnly: boolean;
  actions: BlockActions;
}

const typeLabel = (type: string): string =>
  (t.blockTypes as Record<string, string>)[type as BlockType] ?? (type || '?');

/** One block: its editor by tool, with move and remove buttons named by position. */
export const BlockItem = memo(function BlockItem({
  block,
  position,
  total,
  readOnly,
  actions,
}: BlockItemProps) {
  const read = readBlock(block);
  const label = typeLabel(block.type);
  const setData = (data: unknown) => actions.setData(block.id, data);
  return (
    <section
      role="group"
      aria-label={t.block(position, total, label)}
      data-block-id={block.id}
      data-focus="frame"
      tabIndex={-1}
      className="block-editor-block"
      style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 12 }}
    >
      <div style={{ display: 'flex', alignItems: 'center', marginBottom: 8 }}>
        <Typography.Text type="secondary" style={{ flex: 1 }}>
          {label}
        </Typography.Text>
        {!readOnly && (
          <Space size={4}>
            <Button
              size="small"
              type="text"
              aria-label={t.moveUp(position)}
              data-focus="up"
              icon={<ArrowUpOutlined />}
              disabled={position === 1}
              onClick={() => actions.move(block.id, -1)}
            />
            <Button
              size="small"
              type="text"
              aria-label={t.moveDown(position)}
              data-focus="down"
              icon={<ArrowDownOutlined />}
              disabled={position === total}
              onClick={() => actions.move(block.id, 1)}
            />
            <Button
              size="small"
              type="text"
              danger
              aria-label={t.remove(position)}
              data-focus="remove"
              icon={<DeleteOutlined />}
              onClick={() => actions.remove(block.id)}
            />
          </Space>
        )}
      </div>
      {read.kind === 'paragraph' && (
        <ParagraphBlock
          html={read.data.text}
          position={position}
          readOnly={readOnly}
          onChange={(text) => setData({ ...read.data, text })}
          onSplit={(head, tail) => actions.split(block.id, { ...read.data, text: head }, tail)}
        />
      )}
      {read.kind === 'header' && (
        <HeaderBlock data={read.data} position={position} readOnly={readOnly} onChange={setData} />
      )}
      {read.kind === 'code' && (
        <CodeBlock data={read.data} position={position} readOnly={readOnly} onChange={setData} />
      )}
      {read.kind === 'image' && (
        <ImageBlock data={read.data} position={position} readOnly={readOnly} onChange={setData} />
      )}
      {read.kind === 'readonly' && <ReadonlyBlock block={block} reason={read.reason} />}
      {!readOnly && read.kind !== 'readonly' && !isSavableBlock(block) && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4, fontSize: 12 }}>
          {t.draftHint}
        </Typography.Text>
      )}
    </section>
  );
});
