import { useCallback, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { copySelection, isTypingTarget, shortcutFor, viewCommandFor } from '../../../shared/layout';
import { texts } from '../../../shared/texts/pt-BR';
import { useEditorStoreApi } from './editor-store';

const t = texts.layoutEditor.properties;

/**
 * The editor's shortcuts (spec 01 §9) and node copy and paste, bound to the editor's root so
 * they act only while the focus is in this editor, and never while typing in a field.
 * Copy writes the system clipboard (so another window or editor can paste) and keeps a copy
 * here for when the clipboard cannot be read (no permission): paste reads the system
 * clipboard first. The `copy` / `paste` events cover the desktop's Edit menu.
 */
export function useEditorKeyboard() {
  const store = useEditorStoreApi();
  const lastCopied = useRef<string | null>(null);

  const dispatch = store.getState().dispatch;

  const copy = useCallback((): string | null => {
    const text = copySelection(store.getState().state);
    if (text === null) return null;
    lastCopied.current = text;
    dispatch({ type: 'notify', kind: 'success', text: t.copied });
    return text;
  }, [store, dispatch]);

  const paste = useCallback(
    (text: unknown) => dispatch({ type: 'paste', clipboardText: text }),
    [dispatch],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const typing = isTypingTarget(event.target as HTMLElement);
      const shortcut = shortcutFor(event, typing);
      if (shortcut === null) {
        const onBlock = (event.target as HTMLElement).closest?.('[data-node-id]');
        if (!typing && onBlock && (event.key === 'Delete' || event.key === 'Backspace')) {
          event.preventDefault();
          dispatch({ type: 'delete' });
        }
        return;
      }
      event.preventDefault();
      const command = viewCommandFor(shortcut);
      if (command) return dispatch({ type: 'view', command });
      switch (shortcut) {
        case 'undo':
        case 'redo':
          return dispatch({ type: shortcut });
        case 'copy': {
          const text = copy();
          if (text !== null) navigator.clipboard?.writeText(text).catch(() => {});
          return;
        }
        case 'paste': {
          const read = navigator.clipboard?.readText?.();
          if (!read) return paste(lastCopied.current);
          read.then(paste, () => paste(lastCopied.current));
          return;
        }
      }
    },
    [dispatch, copy, paste],
  );

  const onCopy = useCallback(
    (event: ClipboardEvent) => {
      if (isTypingTarget(event.target as HTMLElement)) return;
      const text = copy();
      if (text === null) return;
      event.preventDefault();
      event.clipboardData.setData('text/plain', text);
    },
    [copy],
  );

  const onPaste = useCallback(
    (event: ClipboardEvent) => {
      if (isTypingTarget(event.target as HTMLElement)) return;
      event.preventDefault();
      paste(event.clipboardData.getData('text/plain'));
    },
    [paste],
  );

  return { onKeyDown, onCopy, onPaste };
}
