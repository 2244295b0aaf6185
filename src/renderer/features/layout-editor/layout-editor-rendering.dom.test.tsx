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

const t = texts.layoutEditor;

describe('LayoutEditor rendering', () => {
  it('re-renders only the blocks an edit or an undo touched, not the whole page', () => {
    let nodes = emptyLayout();
    for (let i = 0; i < 30; i++) {
      const edit = insertNode(nodes, 'products', ROOT_ID);
      if (!edit.ok) throw new Error(edit.error);
      nodes = edit.nodes;
    }
    render(
      <App>
        <LayoutEditor value={serializeLayout(nodes)} onChange={() => {}} />
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
});
