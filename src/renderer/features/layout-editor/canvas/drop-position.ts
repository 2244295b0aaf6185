/**
 * Where a dragged block lands inside a container, from the pointer and the boxes of the
 * container's children (client pixels). DOM-free, so it is tested without a browser. Children
 * stack vertically on the canvas, so the vertical midpoints decide.
 */
export interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

/** The child index the block goes before (children.length: the end). */
export function dropIndexAt(children: readonly Box[], pointerY: number): number {
  for (let index = 0; index < children.length; index++) {
    const child = children[index];
    if (pointerY < (child.top + child.bottom) / 2) return index;
  }
  return children.length;
}

/** The insertion line to draw for that index: before the child, after the last, or at the top. */
export function dropLineAt(
  container: Box,
  children: readonly Box[],
  index: number,
): { top: number; left: number; width: number } {
  const left = container.left + 4;
  const width = Math.max(container.right - container.left - 8, 8);
  if (children.length === 0) return { top: container.top + 4, left, width };
  if (index < children.length) return { top: children[index].top - 2, left, width };
  return { top: children[children.length - 1].bottom + 1, left, width };
}

/** True once the pointer has travelled far enough from the press to mean a drag, not a click. */
export const DRAG_THRESHOLD_PX = 4;

export function passedDragThreshold(dx: number, dy: number): boolean {
  return Math.abs(dx) > DRAG_THRESHOLD_PX || Math.abs(dy) > DRAG_THRESHOLD_PX;
}
