import { useEffect } from 'react';
import { loadableComponent } from '../../components/loadable/loadable-component';
import { whenIdle } from '../../components/loadable/when-idle';
import { useDataSession } from '../../data/provider';
import { openPalette, usePaletteStore } from './palette-store';

// The dialog's code (its searches, the form registry, phone formats) is fetched once the data is
// connected and the page idle, not while the first screen's chunks and data come: Ctrl+K and
// the header's search box are there from the first frame, and an early open loads it at once.
const PaletteDialog = loadableComponent(
  () => import('./palette-dialog').then((m) => m.PaletteDialog),
  () => null,
);

/** Ctrl+K (or ⌘K) anywhere opens the palette, even while typing in a field. */
function usePaletteHotkey() {
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'k') {
        return;
      }
      event.preventDefault();
      openPalette();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/**
 * One search for everything (screens, products by code or name, documents by title in any
 * collection, configurations, recent items), driven by the keyboard: type, ↑ ↓, Enter.
 */
export function CommandPalette() {
  usePaletteHotkey();
  const connected = useDataSession().status === 'ready';
  useEffect(() => {
    if (connected) return whenIdle(() => void PaletteDialog.preload());
  }, [connected]);
  const open = usePaletteStore((store) => store.open);
  return open ? <PaletteDialog /> : null;
}
