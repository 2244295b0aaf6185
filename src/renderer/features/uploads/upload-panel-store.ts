import { create } from 'zustand';

interface UploadPanelState {
  /** Closed by the person: hidden until a new upload starts or someone opens it again. */
  open: boolean;
  /** Only the summary line shows: folded by hand, or by itself once every upload ended. */
  folded: boolean;
  /** Asked from a link: the panel takes the eye and the focus once it shows. */
  reveal: boolean;
  /** `reveal`: opened by a person's request (not by a new upload). */
  show(reveal?: boolean): void;
  revealed(): void;
  close(): void;
  setFolded(folded: boolean): void;
}

/** How the 'Envios' panel shows, shared by the panel and the drop areas that reopen it. */
export const useUploadPanel = create<UploadPanelState>((set) => ({
  open: true,
  folded: false,
  reveal: false,
  show: (reveal = false) => set({ open: true, folded: false, reveal }),
  revealed: () => set({ reveal: false }),
  close: () => set({ open: false }),
  setFolded: (folded) => set({ folded }),
}));

export function resetUploadPanel(): void {
  useUploadPanel.setState({ open: true, folded: false, reveal: false });
}
