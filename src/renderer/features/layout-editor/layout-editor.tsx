import { memo, useCallback, useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { Alert, App, Button, ConfigProvider } from 'antd';
import {
  type LayoutNodes,
  emptyLayout,
  parseStoredLayout,
  serializeLayout,
} from '../../../shared/layout';
import { texts } from '../../../shared/texts/pt-BR';
import { LayoutCanvas } from './canvas/layout-canvas';
import { LayoutPreview } from './canvas/layout-preview';
import type { DragSource } from './canvas/use-block-drag';
import { BlockPalette } from './chrome/block-palette';
import { FloatingToolbar } from './chrome/floating-toolbar';
import { PropertyPanel } from './chrome/property-panel';
import { LayoutEditorStoreContext, createLayoutEditorStore, useEditorState } from './editor-store';
import { LayoutRenderContext, type LayoutRenderContextValue } from './nodes/layout-render-context';
import { useEditorKeyboard } from './use-editor-keyboard';
import { useLayoutChangeEmitter } from './use-layout-change-emitter';
import styles from './layout-editor.module.css';

const t = texts.layoutEditor;

const NO_WAVE = { disabled: true } as const;

/** The User Timing mark set when an editor opens a layout. */
export const LAYOUT_EDITOR_OPEN_MARK = 'layout-editor:open';

export interface LayoutEditorProps {
  /** The stored value: the serialized layout (JSON text or object); empty means a new layout. */
  value: unknown;
  /** Called once per committed edit with the serialized layout: never per drag frame. */
  onChange: (serialized: string) => void;
  /** The content document being edited, for the content-loop guard. */
  contentId?: string;
  readOnly?: boolean;
}

/**
 * The visual page-layout editor (spec 01 §2, issue 16) over the pure core in shared/layout:
 * palette, canvas, floating toolbar and property panel. The stored format is Craft.js's
 * serialized node map, read and written as is.
 */
export default function LayoutEditor({ value, onChange, contentId, readOnly }: LayoutEditorProps) {
  // Where a layout's first render starts (parsing included), for DevTools and the bench.
  useState(() => performance.mark(LAYOUT_EDITOR_OPEN_MARK));
  // Our own last write coming back through the form is not a new value: parse only others.
  const emitted = useRef<unknown>(undefined);
  const parsed = useMemo(
    () => (value !== undefined && value === emitted.current ? null : parseStoredLayout(value)),
    [value],
  );
  const [store] = useState(() =>
    createLayoutEditorStore(parsed?.ok ? parsed.nodes : emptyLayout()),
  );

  useEffect(() => {
    if (!parsed?.ok) return;
    const current = store.getState().state.history.present;
    // On mount the store holds these very nodes: no need to serialise 500 blocks twice.
    if (current !== parsed.nodes && serializeLayout(current) !== serializeLayout(parsed.nodes)) {
      store.getState().dispatch({ type: 'reset', nodes: parsed.nodes });
    }
  }, [parsed, store]);

  useLayoutChangeEmitter(store, onChange, emitted);

  const renderContext = useMemo<LayoutRenderContextValue>(() => {
    const renderPreview = (nodes: LayoutNodes, contentChain: readonly string[]) => (
      <LayoutRenderContext.Provider value={{ contentChain, renderPreview }}>
        <LayoutPreview nodes={nodes} />
      </LayoutRenderContext.Provider>
    );
    return { contentChain: contentId ? [contentId] : [], renderPreview };
  }, [contentId]);

  if (parsed && !parsed.ok) {
    return (
      <InvalidStoredLayout
        problems={parsed.problems}
        onStartEmpty={readOnly ? undefined : () => onChange(serializeLayout(emptyLayout()))}
      />
    );
  }

  return (
    <LayoutEditorStoreContext.Provider value={store}>
      <LayoutRenderContext.Provider value={renderContext}>
        <EditorShell readOnly={readOnly === true} />
      </LayoutRenderContext.Provider>
    </LayoutEditorStoreContext.Provider>
  );
}

/**
 * Memoized: the field re-renders the editor on each echo of its value (after every edit, and
 * on each save status), and antd's ConfigProvider re-rendered with it gives its descendants a
 * context change, which React looks for through every block of the canvas (~10 ms at 500).
 */
const EditorShell = memo(function EditorShell({ readOnly }: { readonly readOnly: boolean }) {
  return (
    // No click ripple on the editor's many buttons: it animates (restyles and repaints) frames
    // while the next edit is drawn.
    <ConfigProvider wave={NO_WAVE}>
      {readOnly ? <ReadOnlyLayout /> : <EditorWorkspace />}
    </ConfigProvider>
  );
});

/** Memoized, like EditorWorkspace: the field re-renders the editor on each echo of its value. */
const ReadOnlyLayout = memo(function ReadOnlyLayout() {
  const nodes = useEditorState((state) => state.history.present);
  return (
    <section aria-label={t.label}>
      <LayoutPreview nodes={nodes} />
    </section>
  );
});

/**
 * Memoized (no props): each edit comes back from the form as a new `value`, which must not
 * re-render the palette, toolbar and panel.
 */
const EditorWorkspace = memo(function EditorWorkspace() {
  const toolsHidden = useEditorState((state) => state.view.toolsHidden);
  const { onKeyDown, onCopy, onPaste } = useEditorKeyboard();
  const [startDrag, setStartDrag] = useState<
    ((event: PointerEvent, source: DragSource) => void) | null
  >(null);
  const onDragReady = useCallback(
    (start: (event: PointerEvent, source: DragSource) => void) => setStartDrag(() => start),
    [],
  );
  useNotices();
  return (
    <section
      aria-label={t.label}
      className={`${styles.editor} ${toolsHidden ? styles.editorToolsHidden : ''}`}
      onKeyDown={onKeyDown}
      onCopy={onCopy}
      onPaste={onPaste}
    >
      {!toolsHidden && <BlockPalette startDrag={startDrag} />}
      <div className={styles.workspace}>
        <FloatingToolbar />
        <LayoutCanvas onDragReady={onDragReady} />
      </div>
      {!toolsHidden && <PropertyPanel />}
    </section>
  );
});

/** The reducer's notices ('Dados inválidos', 'Objeto não é um canvas', ...) as antd messages. */
function useNotices() {
  const { message } = App.useApp();
  const notice = useEditorState((state) => state.notice);
  useEffect(() => {
    if (!notice) return;
    if (notice.kind === 'error') message.error(notice.text);
    else message.success(notice.text);
  }, [notice, message]);
}

function InvalidStoredLayout({
  problems,
  onStartEmpty,
}: {
  problems: readonly string[];
  onStartEmpty?: () => void;
}) {
  return (
    <Alert
      className={styles.invalid}
      type="error"
      showIcon
      message={t.stored.invalid}
      description={
        <>
          <ul>
            {problems.slice(0, 10).map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          <p>{t.stored.keptAsIs}</p>
          {onStartEmpty && (
            <Button danger onClick={onStartEmpty}>
              {t.stored.startEmpty}
            </Button>
          )}
        </>
      }
    />
  );
}
