import { useEffect, useRef, type MutableRefObject } from 'react';
import type { StoreApi } from 'zustand';
import { type LayoutNodes, serializeLayout } from '../../../shared/layout';
import type { LayoutEditorStore } from './editor-store';

/** Runs `callback` once the next frame is painted; answers a cancel. */
function afterNextPaint(callback: () => void): () => void {
  let timer = 0;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * Writes the layout through `onChange` once per history step (a drop, a property edit, an
 * undo), never per drag frame, and only after the step's frame is painted: serializing the
 * layout and the form's own updates (autosave status, conflict check) stay out of the frame
 * that shows the edit. Steps within one frame make one write; a pending write is made at once
 * when the editor closes, so nothing is lost. `emitted` keeps the last text written, so the
 * editor knows it when the form hands it back.
 */
export function useLayoutChangeEmitter(
  store: StoreApi<LayoutEditorStore>,
  onChange: (serialized: string) => void,
  emitted: MutableRefObject<unknown>,
): void {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    let pending: LayoutNodes | null = null;
    let cancel: (() => void) | null = null;
    const flush = () => {
      cancel = null;
      if (pending === null) return;
      const serialized = serializeLayout(pending);
      pending = null;
      emitted.current = serialized;
      onChangeRef.current(serialized);
    };
    const unsubscribe = store.subscribe((next, previous) => {
      const { history } = next.state;
      if (history.present === previous.state.history.present) return;
      if (history.past.length === 0 && history.future.length === 0) {
        // A reset to the stored value: nothing of ours is left to write.
        pending = null;
        cancel?.();
        cancel = null;
        return;
      }
      pending = history.present;
      cancel ??= afterNextPaint(flush);
    });
    return () => {
      unsubscribe();
      cancel?.();
      flush();
    };
  }, [store, emitted]);
}
