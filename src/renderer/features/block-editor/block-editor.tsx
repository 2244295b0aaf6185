import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Alert, Typography } from 'antd';
import {
  newBlock,
  parseTools,
  readEditorValue,
  sameSavedBlocks,
  toEditorOutput,
  type BlockType,
  type EditorBlock,
  type EditorDocument,
} from '../../../shared/forms/editor-blocks';
import { texts } from '../../../shared/texts/pt-BR';
import { AddBlockMenu } from './add-block-menu';
import { BlockItem, type BlockActions } from './block-item';

const t = texts.blockEditor;

export interface BlockEditorProps {
  /** The stored value: an Editor.js document, or anything (read leniently, never dropped). */
  value: unknown;
  /** A full document each time the saved content changes. */
  onChange: (document: EditorDocument) => void;
  /** Allowed tools, e.g. 'PARAGRAPH_HEADER_CODE_IMAGE' (the default). */
  tools?: string;
  ariaLabel: string;
  /** Id of a hint describing the editor (a form field's help). */
  describedBy?: string;
  /** DOM id of the editor's group, for a field label. */
  id?: string;
  readOnly?: boolean;
}

type FocusTarget = { id: string; target: 'content' | 'up' | 'down' | 'frame' } | 'add';

/**
 * Block content in Editor.js's output shape. The blocks live in local state so drafts (an
 * empty paragraph, an image without URL) stay on screen while the stored document, like
 * Editor.js's, leaves them out; the stored value replaces the local blocks only when it
 * differs from them (a change from outside, not our own edit coming back).
 */
export function BlockEditor({
  value,
  onChange,
  tools,
  ariaLabel,
  describedBy,
  id,
  readOnly = false,
}: BlockEditorProps) {
  const allowed = useMemo(() => parseTools(tools), [tools]);
  const [loaded, setLoaded] = useState(() => ({ value, read: readEditorValue(value) }));
  const [blocks, setBlocks] = useState<EditorBlock[]>(() => loaded.read.document.blocks);
  if (value !== loaded.value) {
    const read = readEditorValue(value);
    setLoaded({ value, read });
    if (!sameSavedBlocks(read.document.blocks, blocks)) setBlocks(read.document.blocks);
  }

  // Handlers read the latest blocks and props through refs, so BlockItem's `actions` never
  // change and a keystroke re-renders one block, not all of them.
  const blocksRef = useRef(blocks);
  const baseRef = useRef(loaded.read.document);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    blocksRef.current = blocks;
    baseRef.current = loaded.read.document;
    onChangeRef.current = onChange;
  });

  const container = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);
  // In the same task as the key that moved or added a block, so the next keystroke lands there.
  useLayoutEffect(() => {
    const target = pendingFocus.current;
    if (!target || !container.current) return;
    pendingFocus.current = null;
    if (target === 'add') {
      container.current.querySelector<HTMLElement>('[data-focus="add"]')?.focus();
      return;
    }
    const frame = [...container.current.querySelectorAll<HTMLElement>('[data-block-id]')].find(
      (element) => element.dataset.blockId === target.id,
    );
    const candidates = [target.target, 'up', 'down', 'frame'].map((name) =>
      name === 'frame' ? frame : frame?.querySelector<HTMLElement>(`[data-focus="${name}"]`),
    );
    const element = candidates.find((candidate) => candidate && !candidate.matches(':disabled'));
    element?.focus();
    if (element?.getAttribute('contenteditable') === 'true') {
      // A new (or split-off) paragraph is typed from its start.
      const range = document.createRange();
      range.setStart(element, 0);
      range.collapse(true);
      document.getSelection()?.removeAllRanges();
      document.getSelection()?.addRange(range);
    }
  });

  const actions = useMemo<BlockActions>(() => {
    const commit = (next: EditorBlock[]) => {
      const previous = blocksRef.current;
      blocksRef.current = next;
      setBlocks(next);
      if (!sameSavedBlocks(previous, next)) {
        onChangeRef.current(toEditorOutput(baseRef.current, next));
      }
    };
    return {
      setData(blockId, data) {
        commit(
          blocksRef.current.map((block) => (block.id === blockId ? { ...block, data } : block)),
        );
      },
      move(blockId, by) {
        const current = blocksRef.current;
        const from = current.findIndex((block) => block.id === blockId);
        const to = from + by;
        if (from < 0 || to < 0 || to >= current.length) return;
        const next = current.slice();
        [next[from], next[to]] = [next[to], next[from]];
        pendingFocus.current = { id: blockId, target: by < 0 ? 'up' : 'down' };
        commit(next);
      },
      split(blockId, data, tailHtml) {
        const current = blocksRef.current;
        const index = current.findIndex((block) => block.id === blockId);
        if (index < 0) return;
        const added = newBlock('paragraph');
        added.data = { text: tailHtml };
        const next = current.slice();
        next.splice(index, 1, { ...current[index], data }, added);
        pendingFocus.current = { id: added.id, target: 'content' };
        commit(next);
      },
      remove(blockId) {
        const current = blocksRef.current;
        const index = current.findIndex((block) => block.id === blockId);
        if (index < 0) return;
        const next = current.filter((block) => block.id !== blockId);
        const neighbour = next[Math.min(index, next.length - 1)];
        pendingFocus.current = neighbour ? { id: neighbour.id, target: 'frame' } : 'add';
        commit(next);
      },
    };
  }, []);

  const add = (type: BlockType) => {
    const block = newBlock(type);
    pendingFocus.current = { id: block.id, target: 'content' };
    // A new block is a draft: it reaches the stored document once it has content.
    const next = [...blocksRef.current, block];
    blocksRef.current = next;
    setBlocks(next);
  };

  return (
    <div
      ref={container}
      id={id}
      role="group"
      aria-label={ariaLabel}
      aria-describedby={describedBy}
      className="block-editor"
      style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
    >
      {loaded.read.unreadable && <Alert type="warning" showIcon title={t.unreadable} />}
      {blocks.length === 0 && <Typography.Text type="secondary">{t.empty}</Typography.Text>}
      {blocks.map((block, index) => (
        <BlockItem
          key={block.id}
          block={block}
          position={index + 1}
          total={blocks.length}
          readOnly={readOnly}
          actions={actions}
        />
      ))}
      {!readOnly && <AddBlockMenu types={allowed} onAdd={add} />}
    </div>
  );
}
