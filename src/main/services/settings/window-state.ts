import type { KeyValueStore } from './key-value-store';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** x/y are absent when unknown or off-screen: the window is then centred by Electron. */
export interface WindowState {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
}

export const WINDOW_STATE_KEY = 'windowState';
export const DEFAULT_WINDOW_SIZE = { width: 1280, height: 800 } as const;
export const MIN_WINDOW_SIZE = { width: 960, height: 600 } as const;

const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * Turns whatever was saved into a usable state: sizes within the minimum and the work area,
 * and a position kept only when the title bar would be reachable on the given work area
 * (a monitor that was unplugged must not leave the window off-screen).
 */
export function clampWindowState(raw: unknown, workArea?: Rect): WindowState {
  const saved = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const maxWidth = workArea ? Math.max(workArea.width, MIN_WINDOW_SIZE.width) : Infinity;
  const maxHeight = workArea ? Math.max(workArea.height, MIN_WINDOW_SIZE.height) : Infinity;
  const size = (value: unknown, fallback: number, min: number, max: number) =>
    Math.round(Math.min(Math.max(finite(value) ? value : fallback, min), max));
  const width = size(saved.width, DEFAULT_WINDOW_SIZE.width, MIN_WINDOW_SIZE.width, maxWidth);
  const height = size(saved.height, DEFAULT_WINDOW_SIZE.height, MIN_WINDOW_SIZE.height, maxHeight);
  const state: WindowState = { width, height, maximized: saved.maximized === true };
  if (finite(saved.x) && finite(saved.y)) {
    const x = Math.round(saved.x);
    const y = Math.round(saved.y);
    if (!workArea) return { ...state, x, y };
    // Keep at least 100 px of the window's top edge inside the work area.
    const visible =
      x + width >= workArea.x + 100 &&
      x <= workArea.x + workArea.width - 100 &&
      y >= workArea.y &&
      y <= workArea.y + workArea.height - 50;
    if (visible) return { ...state, x, y };
  }
  return state;
}

export function loadWindowState(store: KeyValueStore, workArea?: Rect): WindowState {
  return clampWindowState(store.get(WINDOW_STATE_KEY), workArea);
}

export function saveWindowState(store: KeyValueStore, state: WindowState): WindowState {
  const clean = clampWindowState(state);
  store.set(WINDOW_STATE_KEY, clean);
  return clean;
}
