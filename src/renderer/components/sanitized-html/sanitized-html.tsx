import { useMemo, type CSSProperties } from 'react';
import { sanitizeRichTextForDisplay } from './sanitize-rich-text';

export interface SanitizedHtmlProps {
  /** Untrusted text-block HTML; only the spec's allow-list is rendered. */
  html: string;
  className?: string;
  style?: CSSProperties;
}

/** Renders text-block HTML after DOMPurify; links open outside the console. */
export function SanitizedHtml({ html, className, style }: SanitizedHtmlProps) {
  const clean = useMemo(() => sanitizeRichTextForDisplay(html), [html]);
  return <div className={className} style={style} dangerouslySetInnerHTML={{ __html: clean }} />;
}
