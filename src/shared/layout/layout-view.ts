/**
 * The layout editor's view state (spec 01 §4: tool Select or Hand, view desktop or mobile,
 * zoom; §9: zoom step 0.1, minimum about 0.2, mobile 375×667), with the floating toolbar's
 * tools shown or hidden. Not part of the document and not in the undo history.
 */

export const ZOOM_STEP = 0.1;
export const ZOOM_MIN = 0.2;
/** Past 3× a page is all pixels and no layout. */
export const ZOOM_MAX = 3;
export const ZOOM_DEFAULT = 1;
/** Spec 01 §9: the mobile preview's size in CSS pixels. */
export const MOBILE_VIEWPORT = { width: 375, height: 667 } as const;

export type LayoutTool = 'select' | 'hand';
export type LayoutDevice = 'desktop' | 'mobile';

export interface LayoutViewState {
  readonly zoom: number;
  readonly tool: LayoutTool;
  readonly device: LayoutDevice;
  readonly toolsHidden: boolean;
}

export const initialViewState: LayoutViewState = {
  zoom: ZOOM_DEFAULT,
  tool: 'select',
  device: 'desktop',
  toolsHidden: false,
};

/** The zoom clamped to ZOOM_MIN..ZOOM_MAX and rounded to one decimal (no 0.30000000000000004). */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return ZOOM_DEFAULT;
  const clamped = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));
  return Math.round(clamped * 10) / 10;
}

export type LayoutViewCommand =
  | { readonly type: 'zoomIn' }
  | { readonly type: 'zoomOut' }
  | { readonly type: 'resetZoom' }
  | { readonly type: 'setZoom'; readonly zoom: number }
  | { readonly type: 'setTool'; readonly tool: LayoutTool }
  | { readonly type: 'toggleMobile' }
  | { readonly type: 'toggleTools' };

/** The view after one command; the same object when nothing changes (cheap re-render checks). */
export function applyViewCommand(
  state: LayoutViewState,
  command: LayoutViewCommand,
): LayoutViewState {
  let next: LayoutViewState;
  switch (command.type) {
    case 'zoomIn':
      next = { ...state, zoom: clampZoom(state.zoom + ZOOM_STEP) };
      break;
    case 'zoomOut':
      next = { ...state, zoom: clampZoom(state.zoom - ZOOM_STEP) };
      break;
    case 'resetZoom':
      next = { ...state, zoom: ZOOM_DEFAULT };
      break;
    case 'setZoom':
      next = { ...state, zoom: clampZoom(command.zoom) };
      break;
    case 'setTool':
      next = { ...state, tool: command.tool };
      break;
    case 'toggleMobile':
      next = { ...state, device: state.device === 'mobile' ? 'desktop' : 'mobile' };
      break;
    case 'toggleTools':
      next = { ...state, toolsHidden: !state.toolsHidden };
      break;
  }
  const same =
    next.zoom === state.zoom &&
    next.tool === state.tool &&
    next.device === state.device &&
    next.toolsHidden === state.toolsHidden;
  return same ? state : next;
}

/** Whether a zoom button can act (disable zoom out at the minimum, zoom in at the maximum). */
export const canZoomIn = (state: LayoutViewState): boolean => state.zoom < ZOOM_MAX;
export const canZoomOut = (state: LayoutViewState): boolean => state.zoom > ZOOM_MIN;

/** The canvas frame's size: 375×667 in mobile, null (fill the panel) in desktop. */
export function canvasSize(state: LayoutViewState): { width: number; height: number } | null {
  return state.device === 'mobile' ? { ...MOBILE_VIEWPORT } : null;
}

/** The zoom as the toolbar shows it, e.g. "120%". */
export const zoomLabel = (zoom: number): string => `${Math.round(zoom * 100)}%`;
