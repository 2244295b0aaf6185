import { useLayoutEffect, useRef, type ClipboardEvent } from 'react';
import type { ScalarField } from '../../../../shared/forms/field-definition';
import { sanitizeTextHtml } from '../../../../shared/layout';
import { pastedRichHtml } from '../../../components/sanitized-html/pasted-rich-html';
import { useFormContext } from '../form-context';
import { useFieldValue } from '../state/use-field-value';
import { controlAria } from './field-ids';
import type { FieldProps } from './field-props';
import styles from '../form-fields.module.css';

/**
 * A textarea whose text is HTML (format 'html', e.g. a category's description): edited in
 * place as formatted text, never as raw `<p>` markup. What is stored is sanitized to the
 * layout text block's allow-list on every input; a paste is sanitized before it reaches the
 * DOM. The markup is rewritten only when the stored value changes from elsewhere, so the caret
 * never jumps.
 */
export function HtmlTextField(props: FieldProps<ScalarField>) {
  const { field, path, inputId } = props;
  const { store } = useFormContext();
  const value = useFieldValue(store, path);
  const html = typeof value === 'string' ? value : '';
  const editable = useRef<HTMLDivElement>(null);
  const echo = useRef<string | null>(null);

  useLayoutEffect(() => {
    const element = editable.current;
    if (!element || html === echo.current) return;
    element.innerHTML = sanitizeTextHtml(html);
    echo.current = html;
  }, [html]);

  const commit = (element: HTMLElement) => {
    const next = sanitizeTextHtml(element.innerHTML);
    echo.current = next;
    if (next !== html) store.setValue(path, next);
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    document.execCommand('insertHTML', false, pastedRichHtml(event.clipboardData));
    commit(event.currentTarget);
  };

  return (
    <div
      ref={editable}
      id={inputId}
      className={styles.htmlText}
      role="textbox"
      aria-multiline="true"
      aria-label={field.title ?? field.name}
      aria-readonly={field.readOnly || undefined}
      {...controlAria(props)}
      contentEditable={!field.readOnly}
      suppressContentEditableWarning
      onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
      onInput={(event) => commit(event.currentTarget)}
      onPaste={onPaste}
    />
  );
}
