import { fireEvent, screen, within } from '@testing-library/react';
import { render } from '../../test-support/render';
import { App, Tooltip } from 'antd';
import { describe, expect, it } from 'vitest';
import { ROOT_ID, emptyLayout, insertNode, serializeLayout } from '../../../shared/layout';
import { texts } from '../../../shared/texts/pt-BR';
import { countRenders } from '../../test-support/render-counts';
import LayoutEditor from './layout-editor';
import { EmbedNodeView } from './nodes/embed-node-view';
import { EmbedPropsForm } from './properties/embed-props-form';

const t = texts.layoutEditor;

// Embed blocks: their view and form draw from their props alone (no data read).
function embedLayout(count: number) {
  let nodes = emptyLayout();
  for (let i = 0; i < count; i++) {
    const edit = insertNode(nodes, 'embed', ROOT_ID);
    if (!edit.ok) throw new Error(edit.error);
    nodes = edit.nodes;
  }
  return serializeLayout(nodes);
}

/** The editor on `count` Embed blocks, inside antd's App (its messages). */
function renderEditor(count: number) {
  render(
    <App>
      <LayoutEditor value={embedLayout(count)} onChange={() => {}} />
    </App>,
  );
}

describe('LayoutEditor rendering', () => {
  it('re-renders only the blocks an edit or an undo touched, not the whole page', () => {
    // Every leaf block's view counts: an edit must re-render only the blocks it touched.
    const renders = countRenders(EmbedNodeView);
    renderEditor(30);
    expect(renders.total).toBe(30);
    renders.reset();
    const palette = within(screen.getByRole('region', { name: t.palette.title }));
    fireEvent.click(palette.getByRole('button', { name: /Texto/ }));
    fireEvent.keyDown(screen.getByRole('region', { name: t.label }), { key: 'z', ctrlKey: true });
    fireEvent.keyDown(screen.getByRole('region', { name: t.label }), {
      key: 'z',
      ctrlKey: true,
      shiftKey: true,
    });
    expect(renders.total).toBe(0);
  });

  it('moving the selected block leaves its property form alone; a new selection rebuilds it', () => {
    // The embed property form: a move must not re-render it.
    const formRenders = countRenders(EmbedPropsForm);
    renderEditor(3);
    const blocks = () =>
      screen.getAllByRole('group', { name: t.canvas.block(texts.layout.palette.embed) });
    fireEvent.focus(blocks()[0]);
    const panel = within(screen.getByRole('region', { name: t.properties.title }));
    expect(panel.getByText(texts.layoutBlocks.forms.embed)).toBeTruthy();
    const afterSelect = formRenders.total;
    expect(afterSelect).toBeGreaterThan(0);

    fireEvent.click(panel.getByRole('button', { name: new RegExp(t.properties.moveDown) }));
    fireEvent.click(panel.getByRole('button', { name: new RegExp(t.properties.moveDown) }));
    // It moved (now last: it cannot go further down), and its form did not render again.
    expect(blocks()[2].getAttribute('aria-current')).toBe('true');
    expect(panel.getByRole('button', { name: new RegExp(t.properties.moveDown) })).toHaveProperty(
      'disabled',
      true,
    );
    expect(formRenders.total).toBe(afterSelect);

    fireEvent.focus(blocks()[0]);
    expect(formRenders.total).toBeGreaterThan(afterSelect);
  });

  it('an edit and its undo turn undo and redo on and off without redrawing the tooltips', () => {
    // The toolbar's tooltips (antd's costliest part of it): the buttons follow by themselves.
    const tooltips = countRenders(Tooltip);
    renderEditor(3);
    const toolbar = within(screen.getByRole('toolbar', { name: t.toolbar.label }));
    const enabled = (name: string) =>
      !(toolbar.getByRole('button', { name }) as HTMLButtonElement).disabled;
    expect([enabled(t.toolbar.undo), enabled(t.toolbar.redo)]).toEqual([false, false]);
    tooltips.reset();

    const palette = within(screen.getByRole('region', { name: t.palette.title }));
    fireEvent.click(palette.getByRole('button', { name: /Texto/ }));
    expect([enabled(t.toolbar.undo), enabled(t.toolbar.redo)]).toEqual([true, false]);
    fireEvent.keyDown(screen.getByRole('region', { name: t.label }), { key: 'z', ctrlKey: true });
    expect([enabled(t.toolbar.undo), enabled(t.toolbar.redo)]).toEqual([false, true]);
    expect(tooltips.total).toBe(0);
  });

  it('the panel leaves a block that an undo or a delete took away', () => {
    renderEditor(1);
    const panel = within(screen.getByRole('region', { name: t.properties.title }));
    const palette = within(screen.getByRole('region', { name: t.palette.title }));
    const editor = screen.getByRole('region', { name: t.label });
    const texto = texts.layout.palette.text;

    fireEvent.click(palette.getByRole('button', { name: /Texto/ }));
    expect(panel.getByText(`${t.properties.title}: ${texto}`)).toBeTruthy();
    fireEvent.keyDown(editor, { key: 'z', ctrlKey: true });
    expect(panel.getByText(t.properties.none)).toBeTruthy();
    expect(panel.queryByText(`${t.properties.title}: ${texto}`)).toBeNull();

    fireEvent.keyDown(editor, { key: 'z', ctrlKey: true, shiftKey: true });
    fireEvent.focus(screen.getByRole('group', { name: t.canvas.block(texto) }));
    expect(panel.getByText(`${t.properties.title}: ${texto}`)).toBeTruthy();
    fireEvent.click(panel.getByRole('button', { name: new RegExp(t.properties.delete) }));
    expect(screen.queryByRole('group', { name: t.canvas.block(texto) })).toBeNull();
    expect(panel.queryByText(`${t.properties.title}: ${texto}`)).toBeNull();
  });
});
