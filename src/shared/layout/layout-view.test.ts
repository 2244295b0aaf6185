import { describe, expect, it } from 'vitest';
import {
  type LayoutShortcut,
  type KeyLike,
  isTypingTarget,
  shortcutFor,
  viewCommandFor,
} from './layout-shortcuts';
import {
  MOBILE_VIEWPORT,
  ZOOM_MAX,
  ZOOM_MIN,
  applyViewCommand,
  canZoomIn,
  canZoomOut,
  canvasSize,
  clampZoom,
  initialViewState,
  zoomLabel,
} from './layout-view';

describe('layout view state', () => {
  it('zooms in and out by 0.1 without float drift, and resets to 1', () => {
    let state = initialViewState;
    for (let i = 0; i < 3; i++) state = applyViewCommand(state, { type: 'zoomIn' });
    expect(state.zoom).toBe(1.3);
    state = applyViewCommand(state, { type: 'zoomOut' });
    expect(state.zoom).toBe(1.2);
    expect(zoomLabel(state.zoom)).toBe('120%');
    expect(applyViewCommand(state, { type: 'resetZoom' }).zoom).toBe(1);
  });

  it('stops at the minimum 0.2 and at the maximum', () => {
    let state = initialViewState;
    for (let i = 0; i < 20; i++) state = applyViewCommand(state, { type: 'zoomOut' });
    expect(state.zoom).toBe(ZOOM_MIN);
    expect(ZOOM_MIN).toBe(0.2);
    expect(canZoomOut(state)).toBe(false);
    expect(applyViewCommand(state, { type: 'zoomOut' })).toBe(state);
    for (let i = 0; i < 50; i++) state = applyViewCommand(state, { type: 'zoomIn' });
    expect(state.zoom).toBe(ZOOM_MAX);
    expect(canZoomIn(state)).toBe(false);
  });

  it('clamps and rounds a zoom set directly (pinch, wheel)', () => {
    expect(clampZoom(0.05)).toBe(0.2);
    expect(clampZoom(0.74)).toBe(0.7);
    expect(clampZoom(99)).toBe(ZOOM_MAX);
    expect(clampZoom(Number.NaN)).toBe(1);
    expect(applyViewCommand(initialViewState, { type: 'setZoom', zoom: 1.46 }).zoom).toBe(1.5);
  });

  it('switches tool, mobile preview (375×667) and hidden tools', () => {
    const hand = applyViewCommand(initialViewState, { type: 'setTool', tool: 'hand' });
    expect(hand.tool).toBe('hand');
    expect(applyViewCommand(hand, { type: 'setTool', tool: 'hand' })).toBe(hand);
    const mobile = applyViewCommand(initialViewState, { type: 'toggleMobile' });
    expect(mobile.device).toBe('mobile');
    expect(canvasSize(mobile)).toEqual({ width: 375, height: 667 });
    expect(MOBILE_VIEWPORT).toEqual({ width: 375, height: 667 });
    expect(canvasSize(applyViewCommand(mobile, { type: 'toggleMobile' }))).toBeNull();
    const hidden = applyViewCommand(initialViewState, { type: 'toggleTools' });
    expect(hidden.toolsHidden).toBe(true);
    expect(applyViewCommand(hidden, { type: 'toggleTools' }).toolsHidden).toBe(false);
  });
});

describe('shortcutFor', () => {
  const press = (key: string, extra: Partial<KeyLike> = {}): KeyLike => ({ key, ...extra });
  const ctrl = (key: string, extra: Partial<KeyLike> = {}) =>
    press(key, { ctrlKey: true, ...extra });
  const cmd = (key: string, extra: Partial<KeyLike> = {}) =>
    press(key, { metaKey: true, ...extra });

  it.each<[string, KeyLike, LayoutShortcut]>([
    ['v', press('v'), 'select'],
    ['V (caps lock)', press('V'), 'select'],
    ['h', press('h'), 'hand'],
    ['m', press('m'), 'toggleMobile'],
    ['Ctrl+C', ctrl('c'), 'copy'],
    ['Cmd+C', cmd('c'), 'copy'],
    ['Ctrl+V', ctrl('v'), 'paste'],
    ['Cmd+V', cmd('v'), 'paste'],
    ['Ctrl+Z', ctrl('z'), 'undo'],
    ['Cmd+Z', cmd('z'), 'undo'],
    ['Ctrl+Shift+Z', ctrl('Z', { shiftKey: true }), 'redo'],
    ['Cmd+Shift+Z', cmd('z', { shiftKey: true }), 'redo'],
    ['Ctrl+\\', ctrl('\\'), 'toggleTools'],
    ['Cmd+\\', cmd('\\'), 'toggleTools'],
    ['Ctrl+\\ by code on a non-Latin layout', ctrl('ё', { code: 'Backslash' }), 'toggleTools'],
    ['Ctrl++', ctrl('+', { shiftKey: true }), 'zoomIn'],
    ['Ctrl+=', ctrl('='), 'zoomIn'],
    ['Cmd+=', cmd('='), 'zoomIn'],
    ['Ctrl+numpad +', ctrl('+', { code: 'NumpadAdd' }), 'zoomIn'],
    ['Ctrl+-', ctrl('-'), 'zoomOut'],
    ['Cmd+-', cmd('-'), 'zoomOut'],
    ['Ctrl+0', ctrl('0'), 'resetZoom'],
    ['Cmd+0', cmd('0'), 'resetZoom'],
    ['Ctrl+Z by code on a Cyrillic layout', ctrl('я', { code: 'KeyZ' }), 'undo'],
    ['Ctrl+Z on AZERTY (the key labelled Z)', ctrl('z', { code: 'KeyW' }), 'undo'],
  ])('%s', (_name, event, expected) => {
    expect(shortcutFor(event, false)).toBe(expected);
  });

  it.each<[string, KeyLike]>([
    ['plain letter', press('a')],
    ['Shift+V', press('V', { shiftKey: true })],
    ['Alt+V', press('v', { altKey: true })],
    ['Ctrl+Alt+Z', ctrl('z', { altKey: true })],
    ['Ctrl+Shift+V', ctrl('v', { shiftKey: true })],
    ['Ctrl+Shift+C', ctrl('c', { shiftKey: true })],
    ['Ctrl+X', ctrl('x')],
    ['Ctrl+W on AZERTY (where QWERTY has Z)', ctrl('w', { code: 'KeyZ' })],
    ['Ctrl+] on ABNT2 (where US has \\)', ctrl(']', { code: 'Backslash' })],
    ['plain +', press('+')],
    ['plain 0', press('0')],
    ['Escape', press('Escape')],
  ])('nothing for %s', (_name, event) => {
    expect(shortcutFor(event, false)).toBeNull();
  });

  it('never fires while typing in a text field', () => {
    for (const event of [
      press('v'),
      press('h'),
      press('m'),
      ctrl('c'),
      ctrl('v'),
      ctrl('z'),
      ctrl('0'),
    ]) {
      expect(shortcutFor(event, true)).toBeNull();
    }
  });

  it('maps view shortcuts to view commands, and edits to none', () => {
    expect(viewCommandFor('zoomIn')).toEqual({ type: 'zoomIn' });
    expect(viewCommandFor('hand')).toEqual({ type: 'setTool', tool: 'hand' });
    expect(viewCommandFor('toggleMobile')).toEqual({ type: 'toggleMobile' });
    expect(viewCommandFor('undo')).toBeNull();
    expect(viewCommandFor('paste')).toBeNull();
  });
});

describe('isTypingTarget', () => {
  it.each([
    [{ tagName: 'INPUT', type: 'text' }, true],
    [{ tagName: 'input' }, true],
    [{ tagName: 'INPUT', type: 'number' }, true],
    [{ tagName: 'INPUT', type: 'search' }, true],
    [{ tagName: 'TEXTAREA' }, true],
    [{ tagName: 'SELECT' }, true],
    [{ tagName: 'DIV', isContentEditable: true }, true],
    [{ tagName: 'INPUT', type: 'checkbox' }, false],
    [{ tagName: 'BUTTON' }, false],
    [{ tagName: 'DIV' }, false],
    [null, false],
  ])('%j → %s', (target, expected) => {
    expect(isTypingTarget(target)).toBe(expected);
  });
});
