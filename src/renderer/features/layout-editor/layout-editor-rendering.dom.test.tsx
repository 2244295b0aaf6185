import { fireEvent, screen, within } from '@testing-library/react';
import { render } from '../../test-support/render';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ROOT_ID, emptyLayout, insertNode, serializeLayout } from '../../../shared/layout';
import { texts } from '../../../shared/texts/pt-BR';
import LayoutEditor from './layout-editor';

// Every leaf block's view counts its renders: an edit must re-render only the blocks it touched.
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./nodes/leaf-views', () => ({
  leafViewOf: (type: string) =>
    type === 'products'
      ? function CountingView() {
          renders.count += 1;
          return <span>produtos</span>;
        }
      : null,
}));

// The products property form counts its renders too: a move must not re-render it.
const formRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./properties/products-props-form', () => ({
  ProductsPropsForm: function CountingForm() {
    formRenders.count += 1;
    return <span>formulário</span>;
  },
}));

const t = texts.layoutEditor;

function productsLayout(count: number) {
  let nodes = emptyLayout();
  for (let i = 0; i < count; i++) {
    const edit = insertNode(nodes, 'products', ROOT_ID);
    if (!edit.ok) throw new Error(edit.error);
    nodes = edit.nodes;
  }
  return serializeLayout(nodes);
}

describe('LayoutEditor rendering', () => {
  it('re-renders only the blocks an edit or an undo touched, not the whole page', () => {
    render(
      <App>
        <LayoutEditor value={productsLayout(30)} onChange={() => {}} />
      </App>,
    );
    expect(renders.count).toBe(30);
    renders.count = 0;
    const palette = within(screen.getByRole('region', { name: t.palette.title }));
    fireEvent.click(palette.getByRole('button', { name: /Texto/ }));
    fireEvent.keyDown(screen.getByRole('region', { name: t.label }), { key: 'z', ctrlKey: true });
    fireEvent.keyDown(screen.getByRole('region', { name: t.label }), {
      key: 'z',
      ctrlKey: true,
      shiftKey: true,
    });
    expect(renders.count).toBe(0);
  });

  it('moving the selected block leaves its property form alone; a new selection rebuilds it', () => {
    render(
      <App>
        <LayoutEditor value={productsLayout(3)} onChange={() => {}} />
      </App>,
    );
    const blocks = () =>
      screen.getAllByRole('group', { name: t.canvas.block(texts.layout.palette.products) });
    fireEvent.focus(blocks()[0]);
    const panel = within(screen.getByRole('region', { name: t.properties.title }));
    expect(panel.getByText('formulário')).toBeTruthy();
    const afterSelect = formRenders.count;
    expect(afterSelect).toBeGreaterThan(0);

    fireEvent.click(panel.getByRole('button', { name: new RegExp(t.properties.moveDown) }));
    fireEvent.click(panel.getByRole('button', { name: new RegExp(t.properties.moveDown) }));
    // It moved (now last: it cannot go further down), and its form did not render again.
    expect(blocks()[2].getAttribute('aria-current')).toBe('true');
    expect(panel.getByRole('button', { name: new RegExp(t.properties.moveDown) })).toHaveProperty(
      'disabled',
      true,
    );
    expect(formRenders.count).toBe(afterSelect);

    fireEvent.focus(blocks()[0]);
    expect(formRenders.count).toBeGreaterThan(afterSelect);
  });
});
