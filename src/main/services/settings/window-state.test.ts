import { describe, expect, it } from 'vitest';
import { createMemoryStore } from './key-value-store';
import {
  DEFAULT_WINDOW_SIZE,
  MIN_WINDOW_SIZE,
  WINDOW_STATE_KEY,
  clampWindowState,
  loadWindowState,
  saveWindowState,
} from './window-state';

const screen = { x: 0, y: 0, width: 1920, height: 1040 };

describe('window state', () => {
  it('defaults to a centred window of the default size', () => {
    expect(loadWindowState(createMemoryStore(), screen)).toEqual({
      ...DEFAULT_WINDOW_SIZE,
      maximized: false,
    });
  });

  it('round-trips a saved state', () => {
    const store = createMemoryStore();
    saveWindowState(store, { x: 100, y: 50, width: 1400, height: 900, maximized: true });
    expect(loadWindowState(store, screen)).toEqual({
      x: 100,
      y: 50,
      width: 1400,
      height: 900,
      maximized: true,
    });
  });

  it('clamps sizes to the minimum and to the work area', () => {
    expect(clampWindowState({ width: 10, height: 10 }, screen)).toMatchObject(MIN_WINDOW_SIZE);
    expect(clampWindowState({ width: 5000, height: 5000 }, screen)).toMatchObject({
      width: 1920,
      height: 1040,
    });
  });

  it('drops a position that would leave the window off-screen', () => {
    const offScreen = clampWindowState({ x: 4000, y: 100, width: 1200, height: 800 }, screen);
    expect(offScreen.x).toBeUndefined();
    expect(offScreen.y).toBeUndefined();
    expect(
      clampWindowState({ x: 10, y: -500, width: 1200, height: 800 }, screen).y,
    ).toBeUndefined();
  });

  it('ignores garbage', () => {
    const store = createMemoryStore({ [WINDOW_STATE_KEY]: 'nonsense' });
    expect(loadWindowState(store)).toEqual({ ...DEFAULT_WINDOW_SIZE, maximized: false });
    expect(
      clampWindowState({ x: Number.NaN, y: 2, width: 'big', height: null, maximized: 'yes' }),
    ).toEqual({ ...DEFAULT_WINDOW_SIZE, maximized: false });
  });
});
