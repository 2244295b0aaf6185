import { useState, type ReactNode } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { render } from './render';
import { act } from 'react';
import type { EditorDocument } from '../../shared/forms/editor-blocks';
import { BlockEditor } from '../features/block-editor/block-editor';

/** The block editor held the way the form holds it: every emitted document becomes the value. */
export function renderBlockEditor(
  initial: unknown,
  options: { tools?: string; wrap?: (editor: ReactNode) => ReactNode } = {},
) {
  const emitted: EditorDocument[] = [];
  let setFromOutside: (value: unknown) => void = () => {};
  function Harness() {
    const [value, setValue] = useState<unknown>(initial);
    setFromOutside = setValue;
    return (
      <BlockEditor
        value={value}
        tools={options.tools}
        ariaLabel="Conteúdo"
        onChange={(document) => {
          emitted.push(document);
          setValue(document);
        }}
      />
    );
  }
  const view = render(options.wrap ? options.wrap(<Harness />) : <Harness />);
  return {
    ...view,
    emitted,
    last: () => emitted[emitted.length - 1],
    /** A change that does not come from this editor (another tab, a conflict resolution). */
    setValue: (value: unknown) => act(() => setFromOutside(value)),
  };
}

export const paragraph = (position: number) =>
  screen.getByRole('textbox', { name: `Texto do bloco ${position}` });

/** Types by replacing the markup, as the browser would have left it, then firing input. */
export function typeHtml(element: HTMLElement, html: string) {
  element.innerHTML = html;
  fireEvent.input(element);
}

export function pasteInto(element: HTMLElement, data: Record<string, string>) {
  fireEvent.paste(element, {
    clipboardData: { getData: (type: string) => data[type] ?? '', types: Object.keys(data) },
  });
}

export async function addBlock(label: string) {
  fireEvent.click(screen.getByRole('button', { name: /Adicionar bloco/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name: label }));
}

/** Places the caret (or a selection) inside a text node. */
export function select(node: Node, start: number, end = start) {
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, end);
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}
