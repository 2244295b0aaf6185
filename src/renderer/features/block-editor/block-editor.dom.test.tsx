import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { texts } from '../../../shared/texts/pt-BR';
import {
  addBlock,
  paragraph,
  renderBlockEditor,
  select,
  typeHtml,
} from '../../test-support/render-block-editor';
import { ImageUploadSlot } from './image-upload-slot';

const t = texts.blockEditor;

const stored = {
  time: 1715969561758,
  version: '2.29.1',
  blocks: [
    { id: 'p1', type: 'paragraph', data: { text: 'Primeiro' } },
    { id: 'h1', type: 'header', data: { text: 'Título &amp; mais', level: 2 } },
    { id: 't1', type: 'table', data: { content: [['a', 'b']] }, tunes: { anchor: 'x' } },
    { id: 'c1', type: 'code', data: { code: 'let a = 1;' } },
  ],
};

const group = (position: number, total: number, type: string) =>
  screen.getByRole('group', { name: t.block(position, total, type) });

const order = (view: ReturnType<typeof renderBlockEditor>) =>
  view.last().blocks.map((block) => block.id);

describe('BlockEditor', () => {
  it('shows each stored block by tool and emits nothing until an edit', () => {
    const view = renderBlockEditor(stored);
    expect(paragraph(1).innerHTML).toBe('Primeiro');
    expect(screen.getByRole('textbox', { name: t.header.text(2) })).toHaveProperty(
      'value',
      'Título & mais',
    );
    expect(screen.getByText(t.readonly.unknownType('table'))).toBeTruthy();
    expect(within(group(3, 4, 'table')).getByText(/"content"/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: t.code.label(4) })).toHaveProperty(
      'value',
      'let a = 1;',
    );
    expect(view.emitted).toHaveLength(0);
  });

  it('emits the full Editor.js document on an edit, unknown blocks kept exactly', () => {
    const view = renderBlockEditor(stored);
    const before = Date.now();
    typeHtml(paragraph(1), 'Primeiro <b>editado</b>');
    expect(view.emitted).toHaveLength(1);
    const document = view.last();
    expect(Object.keys(document).sort()).toEqual(['blocks', 'time', 'version']);
    expect(document.version).toBe('2.29.1');
    expect(document.time).toBeGreaterThanOrEqual(before);
    expect(document.blocks).toEqual([
      { id: 'p1', type: 'paragraph', data: { text: 'Primeiro <b>editado</b>' } },
      stored.blocks[1],
      stored.blocks[2],
      stored.blocks[3],
    ]);
  });

  it('starts an empty value with the default version', () => {
    const view = renderBlockEditor(null);
    expect(screen.getByText(t.empty)).toBeTruthy();
    return addBlock('Código').then(() => {
      fireEvent.change(screen.getByRole('textbox', { name: t.code.label(1) }), {
        target: { value: 'x' },
      });
      expect(view.last()).toEqual({
        time: expect.any(Number),
        version: '2.28.0',
        blocks: [
          { id: expect.stringMatching(/^[A-Za-z0-9_-]{10}$/), type: 'code', data: { code: 'x' } },
        ],
      });
    });
  });

  it('offers only the field tools in the add menu, in their order', async () => {
    renderBlockEditor(null, { tools: 'CODE_PARAGRAPH_LIST' });
    fireEvent.click(screen.getByRole('button', { name: /Adicionar bloco/ }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Código', 'Parágrafo']);
  });

  it('adds a paragraph as a draft: saved once it has text, focused for typing', async () => {
    const view = renderBlockEditor(stored);
    await addBlock('Parágrafo');
    const added = paragraph(5);
    await waitFor(() => expect(document.activeElement).toBe(added));
    expect(view.emitted).toHaveLength(0);
    expect(screen.getByText(t.draftHint)).toBeTruthy();
    typeHtml(added, 'Novo');
    expect(view.last().blocks).toHaveLength(5);
    expect(view.last().blocks[4]).toMatchObject({ type: 'paragraph', data: { text: 'Novo' } });
    // Emptied again, it leaves the stored document but stays on screen.
    typeHtml(added, '<br>');
    expect(view.last().blocks).toHaveLength(4);
    expect(paragraph(5)).toBe(added);
  });

  it('moves blocks up and down with named buttons, focus following the block', () => {
    const view = renderBlockEditor(stored);
    expect(screen.getByRole('button', { name: t.moveUp(1) })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: t.moveDown(4) })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: t.moveDown(1) }));
    expect(order(view)).toEqual(['h1', 'p1', 't1', 'c1']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: t.moveDown(2) }));
    fireEvent.click(screen.getByRole('button', { name: t.moveUp(4) }));
    expect(order(view)).toEqual(['h1', 'p1', 'c1', 't1']);
    fireEvent.click(screen.getByRole('button', { name: t.moveUp(2) }));
    expect(order(view)).toEqual(['p1', 'h1', 'c1', 't1']);
    // At the top its up button is disabled: focus goes to its down button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: t.moveDown(1) }));
    expect(paragraph(1).innerHTML).toBe('Primeiro');
  });

  it('removes a block; removing every block stores an empty list', () => {
    const view = renderBlockEditor(stored);
    fireEvent.click(screen.getByRole('button', { name: t.remove(3) }));
    expect(order(view)).toEqual(['p1', 'h1', 'c1']);
    expect(document.activeElement).toBe(group(3, 3, 'Código'));
    for (let i = 0; i < 3; i += 1)
      fireEvent.click(screen.getByRole('button', { name: t.remove(1) }));
    expect(view.last().blocks).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Adicionar bloco/ }));
  });

  it('changes the header level and stores typed text escaped', async () => {
    const view = renderBlockEditor(stored);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: t.header.level(2) }));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find(
        (element) => element.textContent === t.header.levelOption(4),
      );
      if (!found) throw new Error('option not shown');
      return found;
    });
    fireEvent.click(option);
    expect(view.last().blocks[1]).toEqual({
      id: 'h1',
      type: 'header',
      data: { text: 'Título &amp; mais', level: 4 },
    });
    fireEvent.change(screen.getByRole('textbox', { name: t.header.text(2) }), {
      target: { value: 'A <img src=x onerror=alert(1)>' },
    });
    expect(view.last().blocks[1].data).toEqual({
      text: 'A &lt;img src=x onerror=alert(1)&gt;',
      level: 4,
    });
    expect(screen.getByRole('textbox', { name: t.header.text(2) })).toHaveProperty(
      'value',
      'A <img src=x onerror=alert(1)>',
    );
  });

  it('takes an uploaded image from the host slot, into the block as it is when it ends', async () => {
    let finish: ((url: string) => void) | null = null;
    const view = renderBlockEditor(null, {
      wrap: (editor) => (
        <ImageUploadSlot.Provider
          value={({ position, onUploaded }) => (
            <button type="button" onClick={() => (finish = onUploaded)}>
              enviar {position}
            </button>
          )}
        >
          {editor}
        </ImageUploadSlot.Provider>
      ),
    });
    await addBlock('Imagem');
    fireEvent.click(screen.getByRole('button', { name: 'enviar 1' }));
    // The caption changes while the upload runs: the upload must not undo it.
    fireEvent.change(screen.getByRole('textbox', { name: t.image.caption(1) }), {
      target: { value: 'Panela' },
    });
    act(() => finish!('https://cdn.example.com/panela.png'));
    expect(view.last().blocks[0].data).toMatchObject({
      file: { url: 'https://cdn.example.com/panela.png' },
      caption: 'Panela',
    });
    act(() => finish!('javascript:alert(1)'));
    expect(screen.getByText(t.image.urlInvalid)).toBeTruthy();
    expect(view.last().blocks[0].data).toMatchObject({
      file: { url: 'https://cdn.example.com/panela.png' },
    });
  });

  it('refuses image URLs that are not http(s), with a message, storing nothing', async () => {
    const view = renderBlockEditor(null);
    await addBlock('Imagem');
    const url = screen.getByRole('textbox', { name: t.image.url(1) });
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'ftp://x.example/a.png',
      'foto.png',
    ]) {
      fireEvent.change(url, { target: { value: bad } });
      fireEvent.keyDown(url, { key: 'Enter' });
      expect(screen.getByText(t.image.urlInvalid)).toBeTruthy();
      expect(view.emitted).toHaveLength(0);
      expect(document.querySelector('img')).toBeNull();
    }
    fireEvent.change(url, { target: { value: 'https://cdn.example.com/a.png' } });
    fireEvent.click(screen.getByRole('button', { name: t.image.urlApply }));
    expect(screen.queryByText(t.image.urlInvalid)).toBeNull();
    expect(view.last().blocks).toEqual([
      {
        id: expect.any(String),
        type: 'image',
        data: {
          file: { url: 'https://cdn.example.com/a.png' },
          caption: '',
          withBorder: false,
          stretched: false,
          withBackground: false,
        },
      },
    ]);
    const preview = screen.getByRole('img', { name: t.image.previewAlt });
    expect(preview.getAttribute('src')).toBe('https://cdn.example.com/a.png');
    // A later bad URL leaves the stored one (and its preview) alone.
    fireEvent.change(url, { target: { value: 'javascript:alert(2)' } });
    fireEvent.blur(url);
    expect(screen.getByText(t.image.urlInvalid)).toBeTruthy();
    expect((view.last().blocks[0].data as { file: { url: string } }).file.url).toBe(
      'https://cdn.example.com/a.png',
    );
    fireEvent.change(screen.getByRole('textbox', { name: t.image.caption(1) }), {
      target: { value: 'Foto <1>' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: t.image.stretched }));
    expect(view.last().blocks[0].data).toMatchObject({
      caption: 'Foto &lt;1&gt;',
      stretched: true,
    });
    expect(screen.getByRole('img', { name: 'Foto <1>' })).toBeTruthy();
    fireEvent.error(screen.getByRole('img', { name: 'Foto <1>' }));
    expect(screen.getByText(t.image.loadFailed)).toBeTruthy();
  });

  it('keeps known blocks with unexpected data read-only and unchanged', () => {
    const odd = { id: 'o1', type: 'header', data: { text: 'x', level: 9 } };
    const view = renderBlockEditor({ ...stored, blocks: [odd, ...stored.blocks] });
    expect(screen.getByText(t.readonly.invalidData('header'))).toBeTruthy();
    typeHtml(paragraph(2), 'mudou');
    expect(view.last().blocks[0]).toEqual(odd);
  });

  it('does not reset the paragraph markup when its own edit comes back (caret stays)', () => {
    const view = renderBlockEditor(stored);
    const editable = paragraph(1);
    editable.focus();
    typeHtml(editable, 'Primeiro texto');
    const textNode = editable.firstChild as Text;
    // Simulate the browser typing into the same text node, then the value coming back.
    textNode.data = 'Primeiro, texto';
    select(textNode, 9);
    fireEvent.input(editable);
    expect(view.last().blocks[0].data).toEqual({ text: 'Primeiro, texto' });
    expect(editable.firstChild).toBe(textNode);
    expect(document.getSelection()?.anchorOffset).toBe(9);
  });

  it('puts the caret back where it was when the sanitizer rewrites the markup', () => {
    renderBlockEditor(stored);
    const editable = paragraph(1);
    editable.innerHTML = '<span style="color:red">ab</span>cd';
    select(editable.lastChild as Text, 1); // after "abc"
    fireEvent.input(editable);
    expect(editable.innerHTML).toBe('abcd');
    const selection = document.getSelection();
    expect(selection?.anchorNode?.textContent).toBe('abcd');
    expect(selection?.anchorOffset).toBe(3);
  });

  it('takes a change from outside (another tab) into the blocks', () => {
    const view = renderBlockEditor(stored);
    view.setValue({
      ...stored,
      blocks: [{ id: 'p1', type: 'paragraph', data: { text: 'De <i>fora</i>' } }],
    });
    expect(paragraph(1).innerHTML).toBe('De <i>fora</i>');
    expect(view.emitted).toHaveLength(0);
    // Back to what this editor last stored: shown again, not mistaken for its own echo.
    typeHtml(paragraph(1), 'meu');
    view.setValue({
      ...stored,
      blocks: [{ id: 'p1', type: 'paragraph', data: { text: 'outro' } }],
    });
    expect(paragraph(1).innerHTML).toBe('outro');
    view.setValue({ ...stored, blocks: [{ id: 'p1', type: 'paragraph', data: { text: 'meu' } }] });
    expect(paragraph(1).innerHTML).toBe('meu');
    expect(screen.queryByRole('textbox', { name: t.header.text(2) })).toBeNull();
  });

  it('keeps drafts when its own document comes back', async () => {
    const view = renderBlockEditor(stored);
    await addBlock('Imagem');
    typeHtml(paragraph(1), 'outro');
    expect(view.last().blocks).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: t.image.url(5) })).toBeTruthy();
  });

  it('shows unreadable stored values and replaces them only on an edit', async () => {
    const view = renderBlockEditor({ something: 'else' });
    expect(screen.getByText(t.unreadable)).toBeTruthy();
    expect(view.emitted).toHaveLength(0);
    await addBlock('Parágrafo');
    typeHtml(paragraph(1), 'novo');
    expect(view.last().blocks).toHaveLength(1);
    await act(async () => {});
    expect(screen.queryByText(t.unreadable)).toBeNull();
  });

  it('bolds and italicizes the selection from the toolbar', () => {
    const view = renderBlockEditor(stored);
    const editable = paragraph(1);
    select(editable.firstChild as Text, 0, 4);
    fireEvent.blur(editable);
    fireEvent.click(screen.getByRole('button', { name: t.paragraph.bold }));
    expect(view.last().blocks[0].data).toEqual({ text: '<b>Prim</b>eiro' });
    select(editable.lastChild as Text, 0, 4);
    fireEvent.mouseUp(editable);
    fireEvent.click(screen.getByRole('button', { name: t.paragraph.italic }));
    expect(view.last().blocks[0].data).toEqual({ text: '<b>Prim</b><i>eiro</i>' });
    expect(screen.getByRole('toolbar', { name: t.paragraph.toolbar(1) })).toBeTruthy();
  });

  it('links the selection to http(s)/mailto only; Ctrl+K opens the link form', () => {
    const view = renderBlockEditor(stored);
    const editable = paragraph(1);
    select(editable.firstChild as Text, 0, 8);
    fireEvent.keyDown(editable, { key: 'k', ctrlKey: true });
    const input = screen.getByRole('textbox', { name: t.paragraph.linkUrl });
    fireEvent.change(input, { target: { value: 'javascript:alert(1)' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText(t.paragraph.linkInvalid)).toBeTruthy();
    expect(view.emitted).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'https://loja.example/produto' } });
    fireEvent.click(screen.getByRole('button', { name: t.paragraph.linkApply }));
    expect(view.last().blocks[0].data).toEqual({
      text: '<a href="https://loja.example/produto">Primeiro</a>',
    });
    expect(screen.queryByRole('textbox', { name: t.paragraph.linkUrl })).toBeNull();
    // Inside the link, the form shows its address and can remove it.
    select(editable.querySelector('a')?.firstChild as Text, 2);
    fireEvent.click(screen.getByRole('button', { name: t.paragraph.link }));
    expect(screen.getByRole('textbox', { name: t.paragraph.linkUrl })).toHaveProperty(
      'value',
      'https://loja.example/produto',
    );
    fireEvent.click(screen.getByRole('button', { name: t.paragraph.linkRemove }));
    expect(view.last().blocks[0].data).toEqual({ text: 'Primeiro' });
  });

  it('asks for a selection before linking', () => {
    renderBlockEditor(stored);
    const editable = paragraph(1);
    select(editable.firstChild as Text, 3);
    fireEvent.keyDown(editable, { key: 'k', ctrlKey: true });
    const input = screen.getByRole('textbox', { name: t.paragraph.linkUrl });
    fireEvent.change(input, { target: { value: 'https://a.example' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText(t.paragraph.linkNoSelection)).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: t.paragraph.linkUrl })).toBeNull();
  });

  it('Enter splits the paragraph at the caret into a new block, formatting kept', async () => {
    const view = renderBlockEditor(stored);
    const editable = paragraph(1);
    typeHtml(editable, 'Pri<b>meiro</b>');
    select(editable.querySelector('b')?.firstChild as Text, 2);
    fireEvent.keyDown(editable, { key: 'Enter' });
    expect(view.last().blocks.slice(0, 2)).toEqual([
      { id: 'p1', type: 'paragraph', data: { text: 'Pri<b>me</b>' } },
      { id: expect.any(String), type: 'paragraph', data: { text: '<b>iro</b>' } },
    ]);
    expect(view.last().blocks.slice(2)).toEqual(stored.blocks.slice(1));
    expect(editable.innerHTML).toBe('Pri<b>me</b>');
    await waitFor(() => expect(document.activeElement).toBe(paragraph(2)));
    expect(paragraph(2).innerHTML).toBe('<b>iro</b>');
  });

  it('Enter at the end adds an empty draft paragraph; Shift+Enter is a line break', () => {
    const view = renderBlockEditor(stored);
    const editable = paragraph(1);
    select(editable.firstChild as Text, 8);
    fireEvent.keyDown(editable, { key: 'Enter' });
    expect(view.emitted).toHaveLength(0);
    expect(paragraph(2).innerHTML).toBe('');
    select(editable.firstChild as Text, 3);
    fireEvent.keyDown(editable, { key: 'Enter', shiftKey: true });
    expect(view.last().blocks[0].data).toEqual({ text: 'Pri<br>meiro' });
    expect(view.last().blocks).toHaveLength(4);
  });

  it('add menu works by keyboard: first item focused, arrows move, Escape returns', async () => {
    const view = renderBlockEditor(null);
    const button = screen.getByRole('button', { name: /Adicionar bloco/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: t.addBlock });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Parágrafo',
      'Título',
      'Código',
      'Imagem',
    ]);
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1], { key: 'End' });
    expect(document.activeElement).toBe(items[3]);
    fireEvent.keyDown(items[3], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0], { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[3]);
    fireEvent.keyDown(items[3], { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const title = within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Título' });
    fireEvent.click(title);
    expect(screen.queryByRole('menu')).toBeNull();
    const input = screen.getByRole('textbox', { name: t.header.text(1) });
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(view.emitted).toHaveLength(0);
  });

  it('leaves the DOM alone while a character is being composed, cleaning it at the end', () => {
    const view = renderBlockEditor(stored);
    const editable = paragraph(1);
    fireEvent.compositionStart(editable);
    editable.innerHTML = 'Prim<span style="x">´</span>';
    const composed = editable.querySelector('span');
    fireEvent.input(editable);
    expect(editable.querySelector('span')).toBe(composed);
    expect(view.last().blocks[0].data).toEqual({ text: 'Prim´' });
    editable.innerHTML = 'Prim<span style="x">é</span>';
    fireEvent.compositionEnd(editable);
    expect(editable.innerHTML).toBe('Primé');
    expect(view.last().blocks[0].data).toEqual({ text: 'Primé' });
  });
});
