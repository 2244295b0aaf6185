import {
  useCallback,
  useEffect,
  useRef,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import type { LayoutNodeType, NodeId } from '../../../../shared/layout';
import { useEditorDispatch } from '../editor-store';
import { blockElement } from './block-element';
import { type Box, dropIndexAt, dropLineAt, passedDragThreshold } from './drop-position';
import styles from '../layout-editor.module.css';

export type DragSource =
  | { readonly kind: 'palette'; readonly nodeType: LayoutNodeType; readonly label: string }
  | { readonly kind: 'node'; readonly id: NodeId; readonly label: string };

interface DropTarget {
  readonly parentId: NodeId;
  readonly index: number;
}

const boxOf = (element: Element): Box => element.getBoundingClientRect();

/** The canvas element (a Container's) under the pointer, outside the dragged block itself. */
function canvasUnder(
  x: number,
  y: number,
  root: HTMLElement,
  dragged: Element | null,
): HTMLElement | null {
  let canvas = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-canvas-id]') ?? null;
  while (canvas && dragged?.contains(canvas)) {
    canvas = canvas.parentElement?.closest<HTMLElement>('[data-canvas-id]') ?? null;
  }
  return canvas && root.contains(canvas) ? canvas : null;
}

function childBlocksOf(canvas: HTMLElement): Element[] {
  return Array.from(canvas.children).filter((child) => child.hasAttribute('data-node-id'));
}

/**
 * Pointer drag and drop of blocks (palette items and blocks on the canvas). Pointer events,
 * not HTML5 drag events: they behave the same in Chromium and Electron, and work with a pen.
 * During the drag nothing renders through React: the ghost and the insertion line are moved
 * directly once per animation frame, and the layout changes once, on drop (one undo step,
 * one save). A press that moves less than 4 px stays a click; Escape cancels.
 */
export function useBlockDrag(canvasRoot: RefObject<HTMLElement | null>) {
  const dispatch = useEditorDispatch();
  const cleanupRef = useRef<(() => void) | null>(null);
  useEffect(() => () => cleanupRef.current?.(), []);

  return useCallback(
    (event: ReactPointerEvent, source: DragSource) => {
      if (event.button !== 0 || !event.isPrimary) return;
      cleanupRef.current?.();
      const startX = event.clientX;
      const startY = event.clientY;
      let pointer = { x: startX, y: startY };
      let dragging = false;
      let frame = 0;
      let target: DropTarget | null = null;
      let ghostAndLine: { ghost: HTMLElement; line: HTMLElement } | null = null;
      const root = canvasRoot.current;
      const dragged = source.kind === 'node' && root ? blockElement(root, source.id) : null;
      const holder = event.currentTarget instanceof Element ? event.currentTarget : null;
      const pointerId = event.pointerId;

      // Past the threshold the pointer is captured at once; the drag's own elements and classes
      // wait for the frame (update): changed in the move's handler, they made the browser's
      // own handling of that mouse move restyle and lay out the page a second time.
      const begin = () => {
        dragging = true;
        capturePointer(holder, pointerId);
      };

      const show = () => {
        const ghost = document.createElement('div');
        ghost.className = styles.dragGhost;
        ghost.textContent = source.label;
        const line = document.createElement('div');
        line.className = styles.dropLine;
        line.hidden = true;
        document.body.append(ghost, line);
        holder?.classList.add(styles.dragSource);
        dragged?.classList.add(styles.draggedBlock);
        return { ghost, line };
      };

      const update = () => {
        frame = 0;
        if (!root) return;
        const { ghost, line } = ghostAndLine ?? (ghostAndLine = show());
        ghost.style.transform = `translate(${pointer.x + 12}px, ${pointer.y + 12}px)`;
        const canvas = canvasUnder(pointer.x, pointer.y, root, dragged);
        if (!canvas) {
          target = null;
          line.hidden = true;
          return;
        }
        const children = childBlocksOf(canvas).map(boxOf);
        const index = dropIndexAt(children, pointer.y);
        target = { parentId: canvas.dataset.canvasId!, index };
        const at = dropLineAt(boxOf(canvas), children, index);
        line.hidden = false;
        line.style.transform = `translate(${at.left}px, ${at.top}px)`;
        line.style.width = `${at.width}px`;
      };

      const onMove = (move: PointerEvent) => {
        pointer = { x: move.clientX, y: move.clientY };
        if (!dragging) {
          if (!passedDragThreshold(pointer.x - startX, pointer.y - startY)) return;
          begin();
        }
        move.preventDefault();
        if (frame === 0) frame = requestAnimationFrame(update);
      };

      const finish = (drop: boolean) => {
        const wasDragging = dragging;
        if (frame !== 0) {
          cancelAnimationFrame(frame);
          if (drop && wasDragging) update();
        }
        const landing = drop ? target : null;
        // The move remounts the block: removing a focused element makes the browser restyle in
        // the middle of the commit. The keyboard stays in the canvas instead, moved there
        // before the drag's elements go, while the page's style is still up to date.
        if (landing && source.kind === 'node' && dragged?.contains(document.activeElement)) {
          root?.focus({ preventScroll: true });
        }
        cleanup();
        if (!wasDragging) return;
        // The click that ends a drag must not also insert (palette) or reselect.
        window.addEventListener('click', swallowClick, { capture: true, once: true });
        setTimeout(() => window.removeEventListener('click', swallowClick, { capture: true }), 0);
        if (!landing) return;
        if (source.kind === 'palette') {
          dispatch({ type: 'insert', nodeType: source.nodeType, ...landing });
        } else {
          dispatch({ type: 'move', id: source.id, ...landing });
        }
      };

      const onUp = () => finish(true);
      const onCancel = () => finish(false);
      const onKey = (key: KeyboardEvent) => {
        if (key.key !== 'Escape' || !dragging) return;
        key.preventDefault();
        key.stopPropagation();
        finish(false);
      };

      const cleanup = () => {
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', onUp);
        window.removeEventListener('pointercancel', onCancel);
        window.removeEventListener('keydown', onKey, { capture: true });
        ghostAndLine?.ghost.remove();
        ghostAndLine?.line.remove();
        releasePointer(holder, pointerId);
        dragged?.classList.remove(styles.draggedBlock);
        cleanupRef.current = null;
      };

      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', onUp);
      window.addEventListener('pointercancel', onCancel);
      window.addEventListener('keydown', onKey, { capture: true });
      cleanupRef.current = cleanup;
    },
    [canvasRoot, dispatch],
  );
}

/**
 * The element the drag started on captures the pointer: hover and cursor stay on it while the
 * pointer crosses the canvas, so no block restyles, repaints or gets pointerover/out per move
 * (the drop target comes from elementFromPoint, which capture does not change). A page-wide
 * class for the cursor restyled every element of the page at the start and end of each drag.
 */
function capturePointer(element: Element | null, pointerId: number): void {
  if (!element) return;
  try {
    element.setPointerCapture?.(pointerId);
  } catch {
    // The pointer is no longer active (e.g. released already): the drag goes on uncaptured.
  }
}

function releasePointer(element: Element | null, pointerId: number): void {
  if (!element) return;
  element.classList.remove(styles.dragSource);
  if (element.hasPointerCapture?.(pointerId)) element.releasePointerCapture(pointerId);
}

function swallowClick(event: MouseEvent) {
  event.preventDefault();
  event.stopPropagation();
}
