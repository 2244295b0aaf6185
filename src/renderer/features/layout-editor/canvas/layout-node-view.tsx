import { memo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  type NodeId,
  ROOT_ID,
  isContainerNode,
  nodeById,
  nodeTypeOf,
} from '../../../../shared/layout';
import { texts } from '../../../../shared/texts/pt-BR';
import { useEditorDispatch, useEditorStoreApi, useNodeState } from '../editor-store';
import { leafViewOf } from '../nodes/leaf-views';
import styles from '../layout-editor.module.css';
import { TextBlock } from './text-block';
import type { DragSource } from './use-block-drag';

const t = texts.layoutEditor;

export type StartDrag = (event: PointerEvent, source: DragSource) => void;

export interface LayoutNodeViewProps {
  readonly id: NodeId;
  readonly startDrag: StartDrag;
}

/** The block's name as the palette says it (Texto, Image, ...). */
export function blockNameOf(type: ReturnType<typeof nodeTypeOf>): string {
  return type === null ? '?' : texts.layout.palette[type];
}

/**
 * One block on the editing canvas. It reads only its own node and whether it is selected, so
 * an edit re-renders the blocks it touched (the layout shares untouched nodes), not the page.
 */
export const LayoutNodeView = memo(LayoutBlock);

// A named function apart from the memo: inside `memo(function LayoutNodeView ...)` the name
// would be the bare function, and children rendered with it would never skip a re-render.
function LayoutBlock({ id, startDrag }: LayoutNodeViewProps) {
  const node = useNodeState(id, (state) => nodeById(state.history.present, id));
  const selected = useNodeState(id, (state) => state.selectedId === id);
  const dispatch = useEditorDispatch();
  const store = useEditorStoreApi();
  const [editingRequested, setEditing] = useState(false);
  // Editing lasts while the block stays selected; selecting it again starts a new request.
  const editing = editingRequested && selected;
  const element = useRef<HTMLDivElement>(null);

  if (!node) return null;
  const type = nodeTypeOf(node);
  const name = blockNameOf(type);
  const isRoot = id === ROOT_ID;
  const container = isContainerNode(node);

  const stopEditing = () => {
    setEditing(false);
    element.current?.focus({ preventScroll: true });
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (store.getState().state.view.tool === 'hand') return; // the canvas pans
    event.stopPropagation();
    if (!selected) {
      // The press would focus the block anyway; focused now, before the selection's render,
      // the canvas need not refocus it after that render (a forced style and layout).
      element.current?.focus({ preventScroll: true });
      setEditing(false);
      dispatch({ type: 'select', id });
    }
    if (editing || isRoot) return;
    startDrag(event, { kind: 'node', id, label: name });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' && type === 'text') {
      event.preventDefault();
      setEditing(true);
    }
  };

  const Leaf = type === null ? null : leafViewOf(type);
  const classes = [
    styles.block,
    container ? styles.container : '',
    isRoot ? styles.root : '',
    selected ? styles.selected : '',
  ].join(' ');

  return (
    <div
      ref={element}
      className={classes}
      data-node-id={id}
      data-canvas-id={container ? id : undefined}
      data-node-type={type ?? undefined}
      data-block-name={name}
      role="group"
      aria-label={isRoot ? t.properties.root : t.canvas.block(name)}
      aria-current={selected ? 'true' : undefined}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onFocus={(event) => {
        if (event.target !== event.currentTarget || selected) return;
        setEditing(false);
        dispatch({ type: 'select', id });
      }}
      onKeyDown={onKeyDown}
      onDoubleClick={(event) => {
        if (type !== 'text') return;
        event.stopPropagation();
        setEditing(true);
      }}
    >
      {container &&
        (node.nodes.length === 0 ? (
          <div className={styles.emptyContainer}>{t.canvas.emptyContainer}</div>
        ) : (
          node.nodes.map((child) => <LayoutNodeView key={child} id={child} startDrag={startDrag} />)
        ))}
      {type === 'text' && (
        <TextBlock
          id={id}
          html={typeof node.props.html === 'string' ? node.props.html : ''}
          editing={editing}
          onStopEditing={stopEditing}
        />
      )}
      {Leaf && (
        <div className={styles.leaf}>
          <Leaf id={id} node={node} />
          <div className={styles.shield} />
        </div>
      )}
    </div>
  );
}
