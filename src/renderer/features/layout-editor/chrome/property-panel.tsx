import { Button, Typography } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CopyOutlined,
  DeleteOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import { ROOT_ID, nodeById, nodeTypeOf } from '../../../../shared/layout';
import { texts } from '../../../../shared/texts/pt-BR';
import { blockNameOf } from '../canvas/layout-node-view';
import { useEditorDispatch, useEditorState } from '../editor-store';
import { NodePropsForm } from '../properties/node-props-form';
import styles from '../layout-editor.module.css';

const t = texts.layoutEditor.properties;

/**
 * The property panel (spec 01 §2): the selected block's properties and its actions — delete,
 * duplicate, move up or down among its siblings, select its container. Every action is one
 * undo step; none asks for confirmation, since undo brings it back.
 */
export function PropertyPanel() {
  const dispatch = useEditorDispatch();
  const selectedId = useEditorState((state) => state.selectedId);
  const node = useEditorState((state) =>
    state.selectedId === null ? undefined : nodeById(state.history.present, state.selectedId),
  );
  const siblings = useEditorState((state) => {
    const parentId = node?.parent;
    return parentId ? (nodeById(state.history.present, parentId)?.nodes ?? null) : null;
  });

  if (selectedId === null || !node) {
    return (
      <section className={styles.panel} aria-label={t.title}>
        <Typography.Text strong>{t.title}</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t.none}
        </Typography.Paragraph>
      </section>
    );
  }

  const isRoot = selectedId === ROOT_ID;
  const position = siblings ? siblings.indexOf(selectedId) : -1;
  return (
    <section className={styles.panel} aria-label={t.title}>
      <Typography.Text strong>
        {t.title}: {isRoot ? t.root : blockNameOf(nodeTypeOf(node))}
      </Typography.Text>
      {!isRoot && (
        <div className={styles.panelActions}>
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={position <= 0}
            onClick={() => dispatch({ type: 'moveBy', id: selectedId, offset: -1 })}
          >
            {t.moveUp}
          </Button>
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={siblings === null || position >= siblings.length - 1}
            onClick={() => dispatch({ type: 'moveBy', id: selectedId, offset: 1 })}
          >
            {t.moveDown}
          </Button>
          <Button
            size="small"
            icon={<VerticalAlignTopOutlined />}
            onClick={() => dispatch({ type: 'selectParent' })}
          >
            {t.selectParent}
          </Button>
          <Button
            size="small"
            icon={<CopyOutlined />}
            onClick={() => dispatch({ type: 'duplicate' })}
          >
            {t.duplicate}
          </Button>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            onClick={() => dispatch({ type: 'delete' })}
          >
            {t.delete}
          </Button>
        </div>
      )}
      {nodeTypeOf(node) === 'text' && (
        <Typography.Paragraph type="secondary">
          {texts.layoutEditor.text.editHint}
        </Typography.Paragraph>
      )}
      <NodePropsForm
        id={selectedId}
        node={node}
        onChange={(patch, coalesceKey) =>
          dispatch({ type: 'setProps', id: selectedId, patch, coalesceKey, at: Date.now() })
        }
      />
    </section>
  );
}
