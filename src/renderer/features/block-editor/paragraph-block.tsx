import {
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
} from 'react';
import { Alert, Button, Input, Space, Tooltip } from 'antd';
import { BoldOutlined, ItalicOutlined, LinkOutlined } from '@ant-design/icons';
import { checkLinkUrl, plainTextToInlineHtml } from '../../../shared/forms/editor-blocks';
import { texts } from '../../../shared/texts/pt-BR';
import { sanitizePastedHtml } from '../../components/sanitized-html/sanitize-pasted-html';
import { cleanParagraphHtml } from './clean-paragraph-html';
import {
  anchorAround,
  execEditCommand,
  insertHtmlAtCaret,
  rangeInside,
  replaceMarkupKeepingCaret,
  selectRange,
  splitAtCaret,
  unwrapElement,
  wrapRange,
} from './rich-text-dom';

const t = texts.blockEditor.paragraph;

export interface ParagraphBlockProps {
  /** Stored HTML; shown sanitized, and stored sanitized from the first edit on. */
  html: string;
  onChange: (html: string) => void;
  /** Enter: this paragraph keeps `head`, a new paragraph after it gets `tail` (Editor.js). */
  onSplit: (head: string, tail: string) => void;
  position: number;
  readOnly: boolean;
}

/** Clipboard or drop data as sanitized inline HTML; raw clipboard HTML never reaches the DOM. */
function transferToHtml(data: DataTransfer): string {
  const html = data.getData('text/html');
  if (html) return sanitizePastedHtml(html);
  return cleanParagraphHtml(plainTextToInlineHtml(data.getData('text/plain')));
}

/**
 * A paragraph: a contentEditable whose HTML is sanitized on every input, paste and drop, with
 * bold, italic and link. It is uncontrolled while focused so the caret never jumps: the
 * stored value only replaces the markup when it differs from what is already there.
 */
export function ParagraphBlock({
  html,
  onChange,
  onSplit,
  position,
  readOnly,
}: ParagraphBlockProps) {
  const editable = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const lastEmitted = useRef<string | null>(null);
  const [linkDraft, setLinkDraft] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);

  useLayoutEffect(() => {
    const element = editable.current;
    if (!element) return;
    // Our own edit coming back through the form is left alone (the DOM already shows it, or
    // is mid-composition), and so is equal markup: resetting innerHTML would throw the caret
    // to the start.
    if (html === lastEmitted.current) return;
    // A value from outside: shown, and no longer "ours" (it may come back to an older edit).
    lastEmitted.current = null;
    const clean = cleanParagraphHtml(html);
    if (element.innerHTML !== clean) element.innerHTML = clean;
  }, [html]);

  const composing = useRef(false);

  const emit = () => {
    const element = editable.current;
    if (!element) return;
    const clean = cleanParagraphHtml(element.innerHTML);
    // Browsers add markup of their own (styled spans, divs); the DOM keeps only what is stored.
    // Not mid-composition (dead keys, accents, IME): rewriting the DOM would break the
    // character being composed; compositionend comes back here.
    if (element.innerHTML !== clean && !composing.current) {
      replaceMarkupKeepingCaret(element, clean);
    }
    lastEmitted.current = clean;
    onChange(clean);
  };

  const rememberSelection = () => {
    const element = editable.current;
    const range = element && rangeInside(element);
    if (range) savedRange.current = range.cloneRange();
  };

  /** Puts focus and the saved selection back in the paragraph before a command. */
  const restoreSelection = (): Range | null => {
    const element = editable.current;
    if (!element) return null;
    element.focus();
    const range = savedRange.current;
    if (range && element.contains(range.commonAncestorContainer)) {
      selectRange(range);
      return range;
    }
    return rangeInside(element);
  };

  const format = (command: 'bold' | 'italic') => {
    const range = restoreSelection();
    if (!execEditCommand(command) && range && !range.collapsed) {
      wrapRange(range, document.createElement(command === 'bold' ? 'b' : 'i'));
    }
    rememberSelection();
    emit();
  };

  const openLink = () => {
    rememberSelection();
    const element = editable.current;
    const range = savedRange.current;
    const anchor = element && range ? anchorAround(element, range) : null;
    setLinkDraft(anchor?.getAttribute('href') ?? '');
    setLinkError(null);
  };

  const closeLink = () => {
    setLinkDraft(null);
    setLinkError(null);
    restoreSelection();
  };

  const applyLink = () => {
    const checked = checkLinkUrl(linkDraft ?? '');
    if (!checked.ok) {
      setLinkError(t.linkInvalid);
      return;
    }
    const element = editable.current;
    const range = restoreSelection();
    if (!element || !range) {
      setLinkError(t.linkNoSelection);
      return;
    }
    const anchor = anchorAround(element, range);
    if (anchor) {
      anchor.setAttribute('href', checked.url);
    } else if (range.collapsed) {
      setLinkError(t.linkNoSelection);
      return;
    } else if (!execEditCommand('createLink', checked.url)) {
      const link = document.createElement('a');
      link.setAttribute('href', checked.url);
      wrapRange(range, link);
    }
    setLinkDraft(null);
    setLinkError(null);
    emit();
  };

  const removeLink = () => {
    const element = editable.current;
    const range = restoreSelection();
    const anchor = element && range ? anchorAround(element, range) : null;
    if (!execEditCommand('unlink') && anchor) unwrapElement(anchor);
    setLinkDraft(null);
    setLinkError(null);
    emit();
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    const element = editable.current;
    if (!element || readOnly) return;
    insertHtmlAtCaret(element, transferToHtml(event.clipboardData));
    emit();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    const element = editable.current;
    if (!element || readOnly) return;
    const doc = document as Document & {
      caretRangeFromPoint?: (x: number, y: number) => Range | null;
    };
    const point = doc.caretRangeFromPoint?.(event.clientX, event.clientY);
    if (point && element.contains(point.commonAncestorContainer)) selectRange(point);
    insertHtmlAtCaret(element, transferToHtml(event.dataTransfer));
    emit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const element = editable.current;
    if (event.key === 'Enter' && !event.nativeEvent.isComposing && element && !readOnly) {
      // Browsers answer Enter with <div>s, which the sanitizer would melt into one line:
      // Shift+Enter is a line break, Enter starts a new paragraph block, as in Editor.js.
      event.preventDefault();
      if (event.shiftKey) {
        if (!execEditCommand('insertLineBreak')) insertHtmlAtCaret(element, '<br>');
        emit();
        return;
      }
      const tail = cleanParagraphHtml(splitAtCaret(element));
      const head = cleanParagraphHtml(element.innerHTML);
      if (element.innerHTML !== head) element.innerHTML = head;
      lastEmitted.current = head;
      onSplit(head, tail);
      return;
    }
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      openLink();
    }
  };

  // Toolbar buttons must not take the selection away from the paragraph when clicked.
  const keepSelection = (event: { preventDefault(): void }) => event.preventDefault();

  return (
    <div className="block-editor-paragraph">
      {!readOnly && (
        <Space.Compact role="toolbar" aria-label={t.toolbar(position)} size="small">
          <Tooltip title={t.bold}>
            <Button
              aria-label={t.bold}
              icon={<BoldOutlined />}
              onMouseDown={keepSelection}
              onClick={() => format('bold')}
            />
          </Tooltip>
          <Tooltip title={t.italic}>
            <Button
              aria-label={t.italic}
              icon={<ItalicOutlined />}
              onMouseDown={keepSelection}
              onClick={() => format('italic')}
            />
          </Tooltip>
          <Tooltip title={t.link}>
            <Button
              aria-label={t.link}
              aria-expanded={linkDraft !== null}
              icon={<LinkOutlined />}
              onMouseDown={keepSelection}
              onClick={openLink}
            />
          </Tooltip>
        </Space.Compact>
      )}
      {linkDraft !== null && (
        <div className="block-editor-link-form" style={{ marginTop: 8 }}>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              aria-label={t.linkUrl}
              placeholder="https://..."
              value={linkDraft}
              autoFocus
              status={linkError ? 'error' : undefined}
              onChange={(event) => setLinkDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                } else if (event.key === 'Escape') {
                  event.preventDefault();
                  closeLink();
                }
              }}
            />
            <Button type="primary" onClick={applyLink}>
              {t.linkApply}
            </Button>
            <Button onClick={removeLink}>{t.linkRemove}</Button>
            <Button onClick={closeLink}>{t.linkCancel}</Button>
          </Space.Compact>
          {linkError && <Alert type="error" showIcon title={linkError} style={{ marginTop: 4 }} />}
        </div>
      )}
      <div
        ref={editable}
        className="block-editor-editable"
        role="textbox"
        aria-multiline="true"
        aria-label={t.label(position)}
        aria-readonly={readOnly || undefined}
        contentEditable={!readOnly}
        suppressContentEditableWarning
        tabIndex={0}
        data-focus="content"
        onInput={emit}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={() => {
          composing.current = false;
          emit();
        }}
        onPaste={onPaste}
        onDrop={onDrop}
        onKeyDown={onKeyDown}
        onKeyUp={rememberSelection}
        onMouseUp={rememberSelection}
        onBlur={rememberSelection}
        style={{
          minHeight: 32,
          marginTop: readOnly ? 0 : 8,
          padding: '4px 11px',
          border: '1px solid #d9d9d9',
          borderRadius: 6,
          outline: 'none',
        }}
      />
    </div>
  );
}
