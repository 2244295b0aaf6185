import type { PointerEvent, ReactNode } from 'react';
import { Button, Typography } from 'antd';
import {
  AppstoreOutlined,
  BorderOutlined,
  CodeOutlined,
  FileOutlined,
  FileTextOutlined,
  FontSizeOutlined,
  PictureOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { LAYOUT_NODE_TYPES, type LayoutNodeType } from '../../../../shared/layout';
import { texts } from '../../../../shared/texts/pt-BR';
import type { DragSource } from '../canvas/use-block-drag';
import { useEditorDispatch } from '../editor-store';
import styles from '../layout-editor.module.css';

const t = texts.layoutEditor;

/** Hidden from assistive technology: the button's name is the block's name alone. */
const ICONS: Record<LayoutNodeType, ReactNode> = {
  text: <FontSizeOutlined aria-hidden />,
  image: <PictureOutlined aria-hidden />,
  video: <VideoCameraOutlined aria-hidden />,
  file: <FileOutlined aria-hidden />,
  container: <BorderOutlined aria-hidden />,
  content: <FileTextOutlined aria-hidden />,
  embed: <CodeOutlined aria-hidden />,
  products: <AppstoreOutlined aria-hidden />,
};

export interface BlockPaletteProps {
  readonly startDrag: ((event: PointerEvent, source: DragSource) => void) | null;
}

/**
 * The side palette (spec 01 §2 names, verbatim). Drag a block onto the canvas, or click it
 * (Enter or Space from the keyboard) to insert it into the selected container.
 */
export function BlockPalette({ startDrag }: BlockPaletteProps) {
  const dispatch = useEditorDispatch();
  return (
    <section className={styles.panel} aria-label={t.palette.title}>
      <Typography.Text strong>{t.palette.title}</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '4px 0 0' }}>
        {t.palette.hint}
      </Typography.Paragraph>
      <ul className={styles.paletteList}>
        {LAYOUT_NODE_TYPES.map((type) => {
          const label = texts.layout.palette[type];
          return (
            <li key={type}>
              <Button
                className={styles.paletteItem}
                icon={ICONS[type]}
                onClick={() => dispatch({ type: 'insert', nodeType: type })}
                onPointerDown={(event) =>
                  startDrag?.(event, { kind: 'palette', nodeType: type, label })
                }
              >
                {label}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
