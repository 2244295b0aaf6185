import type { CSSProperties } from 'react';
import { texts } from '../../../shared/texts/pt-BR';

/**
 * Scripts may run inside the frame, but without allow-same-origin it gets an opaque origin: no
 * access to the console's DOM, storage, cookies or bridge, and no top navigation, popups or
 * forms. Never add allow-same-origin next to allow-scripts: together they let the frame remove
 * its own sandbox.
 */
export const EMBED_SANDBOX = 'allow-scripts';

export interface SandboxedEmbedProps {
  /** Untrusted embed HTML (the layout editor's `embed` node); it only ever lives in srcdoc. */
  html: string;
  /** Accessible name of the frame. */
  title?: string;
  height?: CSSProperties['height'];
  className?: string;
}

/** Renders untrusted embed HTML in a sandboxed frame, never in the console's own DOM. */
export function SandboxedEmbed({ html, title, height = 320, className }: SandboxedEmbedProps) {
  return (
    <iframe
      className={className}
      title={title ?? texts.editors.embed.title}
      sandbox={EMBED_SANDBOX}
      srcDoc={html}
      referrerPolicy="no-referrer"
      loading="lazy"
      style={{ display: 'block', width: '100%', height, border: 0 }}
    />
  );
}
