import { type CSSProperties, memo, useCallback, useDeferredValue, useRef } from 'react';
import { Button } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CopyOutlined,
  DeleteOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import {
  type NodeId,
  type SerializedLayoutNode,
  ROOT_ID,
  nodeById,
  nodeTypeOf,
} from '../../../../shared/layout';
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
  // A new selection reaches the panel in a transition, a frame after the canvas shows it: the
  // press that selects (or starts dragging) a block does not also build the panel's buttons.
  // Edits of the shown block stay urgent, so a typed value never lags its field.
  const selectedId = useDeferredValue(useEditorState((state) => state.selectedId));
  const node = useShownNode(
    selectedId,
    useEditorState((state) =>
      selectedId === null ? undefined : nodeById(state.history.present, selectedId),
    ),
  );
  // Where the block sits among its siblings (what the move buttons allow) follows in a
  // transition too: a drop's own frame does not also redo the panel's buttons.
  const siblings = useDeferredValue(
    useEditorState((state) => {
      const parentId = node?.parent;
      return parentId ? (nodeById(state.history.present, parentId)?.nodes ?? null) : null;
    }),
  );
  const onChange = useCallback(
    (patch: Readonly<Record<string, unknown>>, coalesceKey?: string) => {
      if (selectedId !== null) {
        dispatch({ type: 'setProps', id: selectedId, patch, coalesceKey, at: Date.now() });
      }
    },
    [dispatch, selectedId],
  );

  if (selectedId === null || !node) {
    return (
      <section className={styles.panel} aria-label={t.title}>
        <PanelTitle title={t.title} />
        <PanelHint text={t.none} style={NONE_HINT_STYLE} />
      </section>
    );
  }

  const isRoot = selectedId === ROOT_ID;
  const position = siblings ? siblings.indexOf(selectedId) : -1;
  return (
    <section className={styles.panel} aria-label={t.title}>
      <PanelTitle title={`${t.title}: ${isRoot ? t.root : blockNameOf(nodeTypeOf(node))}`} />
      {!isRoot && (
        <PanelActions
          id={selectedId}
          first={position <= 0}
          last={siblings === null || position >= siblings.length - 1}
        />
      )}
      {nodeTypeOf(node) === 'text' && <PanelHint text={texts.layoutEditor.text.editHint} />}
      <NodePropsForm id={selectedId} node={node} onChange={onChange} />
    </section>
  );
}

/**
 * The selected node, or, once it is gone (an undo of its insertion, a delete), the one last
 * shown for it: the selection moves off a node that goes, and the panel follows that move in
 * its transition, so the undo's own frame neither redraws nor lays out the panel.
 */
function useShownNode(
  id: NodeId | null,
  found: SerializedLayoutNode | undefined,
): SerializedLayoutNode | undefined {
  const last = useRef<{ id: NodeId | null; node?: SerializedLayoutNode }>({ id: null });
  if (found) last.current = { id, node: found };
  return found ?? (id !== null && last.current.id === id ? last.current.node : undefined);
}

const NONE_HINT_STYLE = { marginTop: 8 } as const;

/**
 * Plain elements, memoized, not antd's Typography: the panel re-renders at once on every
 * selection and edit (its deferred selection is read there), an undo of an insertion swaps its
 * hint, and each Typography draws a resize observer and an ellipsis measure besides its text.
 */
const PanelTitle = memo(function PanelTitle({ title }: { readonly title: string }) {
  return <strong className={styles.panelTitle}>{title}</strong>;
});

const PanelHint = memo(function PanelHint({
  text,
  style,
}: {
  readonly text: string;
  readonly style?: CSSProperties;
}) {
  return (
    <div className={styles.panelHint} style={style}>
      {text}
    </div>
  );
});

interface PanelActionsProps {
  readonly id: NodeId;
  /** First among its siblings: it cannot move up. */
  readonly first: boolean;
  /** Last among its siblings: it cannot move down. */
  readonly last: boolean;
}

/** Memoized: a move re-renders these buttons only when it changes what they allow. */
const PanelActions = memo(function PanelActions({ id, first, last }: PanelActionsProps) {
  const dispatch = useEditorDispatch();
  return (
    <div className={styles.panelActions}>
      <Button
        size="small"
        icon={<ArrowUpOutlined />}
        disabled={first}
        onClick={() => dispatch({ type: 'moveBy', id, offset: -1 })}
      >
        {t.moveUp}
      </Button>
      <Button
        size="small"
        icon={<ArrowDownOutlined />}
        disabled={last}
        onClick={() => dispatch({ type: 'moveBy', id, offset: 1 })}
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
      <Button size="small" icon={<CopyOutlined />} onClick={() => dispatch({ type: 'duplicate' })}>
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
  );
});
