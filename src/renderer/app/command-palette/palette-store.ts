import { create } from 'zustand';

/** Whether the command palette is open, and the text it opens with (typed in the header). */
export const usePaletteStore = create<{ open: boolean; initialQuery: string }>(() => ({
  open: false,
  initialQuery: '',
}));

export const openPalette = (initialQuery = '') =>
  usePaletteStore.setState({ open: true, initialQuery });
export const closePalette = () => usePaletteStore.setState({ open: false, initialQuery: '' });
