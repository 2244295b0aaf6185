import { useEffect, useRef, type PointerEvent } from 'react';
import { ROOT_ID, canvasSize } from '../../../../shared/layout';
import { texts } from '../../../../shared/texts/pt-BR';
import { useEditorDispatch, useEditorState } from '../editor-store';
import styles from '../layout-editor.module.css';
import { blockElement } from './block-element';
import { LayoutNodeView } from './layout-node-view';
import { useBlockDrag, type DragSource } from './use-block-drag';

const t = texts.layoutEditor;

export interface LayoutCanvasProps {
  /** Receives the drag starter, so the palette drags onto this canvas. */
  readonly onDragReady: (start: (event: PointerEvent, source: DragSource) => void) => void;
}

/**
 * The canvas: desktop width or the 375×667 mobile frame, scaled by the zoom (CSS zoom, so
 * pointer positions and scroll sizes follow), the Hand tool panning its scroll area.
 */
export function LayoutCanvas({ onDragReady }: LayoutCanvasProps) {
  const view = useEditorState((state) => state.view);
  const selectedId = useEditorState((state) => state.selectedId);
  const dispatch = useEditorDispatch();
  const scroller = useRef<HTMLElement>(null);
  const startDrag = useBlockDrag(scroller);

  useEffect(() => onDragReady(startDrag), [onDragReady, startDrag]);

  // After a delete, undo or paste the focused block may be gone: keep the keyboard in the editor.
  // Not on the first render: opening a layout must not take the focus (nor force a layout).
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const active = document.activeElement;
    if (active && active !== document.body && document.contains(active)) return;
    const root = scroller.current;
    if (!root) return;
    const block = selectedId === null ? null : blockElement(root, selectedId);
    (block ?? root).focus({ preventScroll: true });
  }, [selectedId]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (view.tool === 'hand') {
      panFrom(event);
      return;
    }
    // A press on the grey area around the page clears the selection.
    if (event.target === event.currentTarget) dispatch({ type: 'select', id: null });
  };

  const panFrom = (event: PointerEvent<HTMLElement>) => {
    const area = event.currentTarget;
    if (event.button !== 0) return;
    event.preventDefault();
    const start = {
      x: event.clientX,
      y: event.clientY,
      left: area.scrollLeft,
      top: area.scrollTop,
    };
    area.dataset.panning = 'true';
    const onMove = (move: globalThis.PointerEvent) => {
      area.scrollLeft = start.left - (move.clientX - start.x);
      area.scrollTop = start.top - (move.clientY - start.y);
    };
    const onUp = () => {
      delete area.dataset.panning;
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
  };

  const size = canvasSize(view);
  const mobile = view.device === 'mobile';
  return (
    <section
      ref={scroller}
      className={styles.canvasScroll}
      aria-label={t.canvas.label}
      data-tool={view.tool}
      tabIndex={-1}
      onPointerDown={onPointerDown}
    >
      <div style={{ zoom: view.zoom }}>
        <div
          role="group"
          aria-label={mobile ? t.canvas.mobile : t.canvas.desktop}
          className={`${styles.frame} ${mobile ? styles.frameMobile : styles.frameDesktop}`}
          style={size ? { width: size.width, height: size.height } : undefined}
          data-device={view.device}
        >
          <LayoutNodeView id={ROOT_ID} startDrag={startDrag} />
        </div>
      </div>
    </section>
  );
}
