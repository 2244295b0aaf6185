import { createContext, type ReactNode } from 'react';

export interface ImageUploadSlotProps {
  /** The block's place in the list (1-based), to name its drop zone. */
  position: number;
  /** A registered image's URL, to become the block's image. */
  onUploaded(url: string): void;
}

/**
 * Where an image block takes an upload: given by the form field that hosts the editor (which
 * reaches the upload queue), absent elsewhere, so the editor itself stays free of data ports.
 */
export const ImageUploadSlot = createContext<((props: ImageUploadSlotProps) => ReactNode) | null>(
  null,
);
