import type { CSSProperties } from 'react';

export interface JsonEditorProps {
  /** The JSON text shown; the editor is controlled by it. */
  value: string;
  /** Every edit, with the whole text. */
  onChange: (value: string) => void;
  /** Accessible name of the editing area. */
  ariaLabel: string;
  /** CSS height of the editor, e.g. 480 or 'calc(100vh - 120px)'. */
  height: CSSProperties['height'];
  readOnly?: boolean;
}
