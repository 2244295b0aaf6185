import { useEffect, useLayoutEffect, useRef, type ClipboardEvent, type FormEvent } from 'react';
import { type NodeId, sanitizeTextHtml } from '../../../../shared/layout';
import { texts } from '../../../../shared/texts/pt-BR';
import { SanitizedHtml } from '../../../components/sanitized-html/sanitized-html';
import { pastedRichHtml } from '../../../components/sanitized-html/pasted-rich-html';
import { useEditorDispatch } from '../editor-store';
import styles from '../layout-editor.module.css';

const t = texts.layoutEditor;

export interface TextBlockProps {
  readonly id: NodeId;
  readonly html: string;
  /** Editing in place: the block was double-clicked, or Enter was pressed on it. */
  readonly editing: boolean;
  readonly onStopEditing: () => void;
}

/**
 * A Texto block: its sanitised HTML, or, while editing, the same HTML in place. Every input
 * becomes one coalesced property edit (a burst of typing is one undo step), sanitised to the
 * spec's allow-list; a paste is sanitised before it reaches the DOM. The DOM is rewritten only
 * when the stored HTML changes from elsewhere (undo, redo), so the caret never jumps.
 */
export function TextBlock({ id, html, editing, onStopEditing }: TextBlockProps) {
  const dispatch = useEditorDispatch();
  const editable = useRef<HTMLDivElement>(null);
  const echo = useRef<string | null>(null);

  useLayoutEffect(() => {
    const element = editable.current;
    if (!element) {
      echo.current = null;
      return;
    }
    if (html === echo.current) return;
    element.innerHTML = sanitizeTextHtml(html);
    echo.current = html;
  }, [html, editing]);

  useEffect(() => {
    if (!editing) return;
    const element = editable.current;
    if (!element) return;
    element.focus();
    // Enter makes a paragraph (an allowed tag) instead of Chromium's <div>.
    document.execCommand('defaultParagraphSeparator', false, 'p');
    const range = document.createRange();
    range.selectNodeContents(element);
    range.collapse(false);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  }, [editing]);

  if (!editing) return <SanitizedHtml html={html} className={styles.textBlock} />;

  const commit = (element: HTMLElement) => {
    const next = sanitizeTextHtml(element.innerHTML);
    echo.current = next;
    dispatch({
      type: 'setProps',
      id,
      patch: { html: next },
      coalesceKey: `props:${id}:html`,
      at: Date.now(),
    });
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    document.execCommand('insertHTML', false, pastedRichHtml(event.clipboardData));
    commit(event.currentTarget);
  };

  return (
    <div
      ref={editable}
      className={`${styles.textBlock} ${styles.textEditing}`}
      role="textbox"
      aria-multiline="true"
      aria-label={t.text.editLabel}
      contentEditable
      suppressContentEditableWarning
      onInput={(event: FormEvent<HTMLDivElement>) => commit(event.currentTarget)}
      onPaste={onPaste}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onStopEditing();
        }
      }}
      onBlur={() => {
        dispatch({ type: 'endBurst' });
        onStopEditing();
      }}
    />
  );
}
