/**
 * The layout editor's keyboard shortcuts (spec 01 §9): v select, h hand, m mobile toggle,
 * Cmd/Ctrl+C / V copy and paste a node, Cmd/Ctrl+Z undo, Cmd/Ctrl+Shift+Z redo, Cmd/Ctrl+\
 * hide tools, Cmd/Ctrl + plus / minus / 0 zoom. Pure: the editor passes the key event's
 * fields and whether the focus is in a text field, where no shortcut ever fires (typing,
 * and the field's own copy, paste and undo, win).
 */
import type { LayoutViewCommand } from './layout-view';

export type LayoutShortcut =
  | 'select'
  | 'hand'
  | 'toggleMobile'
  | 'copy'
  | 'paste'
  | 'undo'
  | 'redo'
  | 'toggleTools'
  | 'zoomIn'
  | 'zoomOut'
  | 'resetZoom';

/** The fields of a KeyboardEvent the map reads. */
export interface KeyLike {
  readonly key: string;
  /** The physical key (KeyboardEvent.code), when known: a fallback for layouts and Shift. */
  readonly code?: string;
  readonly metaKey?: boolean;
  readonly ctrlKey?: boolean;
  readonly shiftKey?: boolean;
  readonly altKey?: boolean;
}

/**
 * The shortcut a key press means, or null. Cmd (macOS) and Ctrl (elsewhere) both count as the
 * modifier. `isTyping`: the focus is in an input, textarea, select or editable text.
 */
export function shortcutFor(event: KeyLike, isTyping: boolean): LayoutShortcut | null {
  if (isTyping || event.altKey) return null;
  const key = keyOf(event);
  const modifier = Boolean(event.metaKey || event.ctrlKey);
  const shift = Boolean(event.shiftKey);
  if (!modifier) {
    if (shift) return null;
    if (key === 'v') return 'select';
    if (key === 'h') return 'hand';
    if (key === 'm') return 'toggleMobile';
    return null;
  }
  // Zoom: "+" is Shift+"=" on many keyboards, so Shift does not matter for these.
  if (key === '+' || key === '=') return 'zoomIn';
  if (key === '-' || key === '_') return 'zoomOut';
  if (key === 'z') return shift ? 'redo' : 'undo';
  if (shift) return null;
  if (key === '0') return 'resetZoom';
  if (key === '\\') return 'toggleTools';
  if (key === 'c') return 'copy';
  if (key === 'v') return 'paste';
  return null;
}

/** Physical keys read when the layout gives no ASCII character (Cyrillic, Greek...). */
const CODE_KEYS: Readonly<Record<string, string>> = {
  Backslash: '\\',
  Equal: '=',
  Minus: '-',
  Digit0: '0',
  NumpadAdd: '+',
  NumpadSubtract: '-',
  Numpad0: '0',
};

/**
 * The key as one lower-case character: the character typed when it is ASCII (so each layout
 * keeps its own letters: AZERTY's Z is Z), else the physical key's.
 */
function keyOf(event: KeyLike): string {
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (key.length === 1 && key >= ' ' && key <= '~') return key;
  const code = event.code ?? '';
  if (/^Key[A-Z]$/.test(code)) return code.slice(3).toLowerCase();
  return CODE_KEYS[code] ?? key;
}

/** The view command a shortcut maps to; null for those that edit the layout or the clipboard. */
export function viewCommandFor(shortcut: LayoutShortcut): LayoutViewCommand | null {
  switch (shortcut) {
    case 'select':
      return { type: 'setTool', tool: 'select' };
    case 'hand':
      return { type: 'setTool', tool: 'hand' };
    case 'toggleMobile':
      return { type: 'toggleMobile' };
    case 'toggleTools':
      return { type: 'toggleTools' };
    case 'zoomIn':
      return { type: 'zoomIn' };
    case 'zoomOut':
      return { type: 'zoomOut' };
    case 'resetZoom':
      return { type: 'resetZoom' };
    default:
      return null;
  }
}

/** The focused element, as far as {@link isTypingTarget} needs to know it. */
export interface FocusLike {
  readonly tagName?: string;
  readonly isContentEditable?: boolean;
  /** An input's `type`. */
  readonly type?: string;
}

/** Input types that take no typed text: shortcuts still work when one has the focus. */
const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** True when the focus is where keys type text: the `isTyping` of {@link shortcutFor}. */
export function isTypingTarget(target: FocusLike | null | undefined): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = (target.tagName ?? '').toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return !NON_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
  return false;
}
