import { act, fireEvent, screen, within } from '@testing-library/react';
import { render } from '../../test-support/render';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import {
  type LayoutNodes,
  ROOT_ID,
  emptyLayout,
  insertNode,
  serializeLayout,
} from '../../../shared/layout';
import { texts } from '../../../shared/texts/pt-BR';
import LayoutEditor from './layout-editor';

const t = texts.layoutEditor;

/** ROOT with a Container holding one Texto block, by fixed ids. */
function smallLayout(): LayoutNodes {
  let ids = 0;
  const makeId = () => `n${++ids}`;
  const withBox = insertNode(emptyLayout(), 'container', ROOT_ID, undefined, { makeId });
  if (!withBox.ok) throw new Error(withBox.error);
  const withText = insertNode(withBox.nodes, 'text', 'n1', undefined, {
    makeId,
    props: { html: '<p>Olá</p>' },
  });
  if (!withText.ok) throw new Error(withText.error);
  return withText.nodes;
}

function renderEditor(value: unknown) {
  const onChange = vi.fn<(serialized: string) => void>();
  const view = render(
    <App>
      <LayoutEditor value={value} onChange={onChange} />
    </App>,
  );
  const editor = screen.queryByRole('region', { name: t.label })!;
  const block = (id: string) => editor.querySelector<HTMLElement>(`[data-node-id="${id}"]`)!;
  const lastLayout = (): LayoutNodes => JSON.parse(onChange.mock.calls.at(-1)![0]) as LayoutNodes;
  return { ...view, onChange, editor, block, lastLayout };
}

/** Lets the editor write: it does so once the frame showing an edit is painted. */
const painted = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

const ctrl = (key: string, extra: Partial<KeyboardEventInit> = {}) => ({
  key,
  ctrlKey: true,
  ...extra,
});

describe('LayoutEditor', () => {
  it('inserts a palette block into the selected container and writes the layout once', async () => {
    const { editor, block, onChange, lastLayout } = renderEditor(serializeLayout(smallLayout()));
    fireEvent.pointerDown(block('n1'));
    const palette = within(screen.getByRole('region', { name: t.palette.title }));
    fireEvent.click(palette.getByRole('button', { name: /Container/ }));
    await painted();
    expect(onChange).toHaveBeenCalledTimes(1);
    const written = lastLayout();
    expect(written.n1.nodes).toHaveLength(2);
    const added = written.n1.nodes[1];
    expect(written[added].type.resolvedName).toBe('Container');
    expect(editor.querySelector(`[data-node-id="${added}"]`)).not.toBeNull();
  });

  it('writes steps of one frame once, after the paint, and a pending one when it closes', async () => {
    const { unmount, block, onChange, lastLayout } = renderEditor(serializeLayout(smallLayout()));
    const palette = within(screen.getByRole('region', { name: t.palette.title }));
    fireEvent.pointerDown(block(ROOT_ID));
    fireEvent.click(palette.getByRole('button', { name: /Texto/ }));
    fireEvent.pointerDown(block(ROOT_ID));
    fireEvent.click(palette.getByRole('button', { name: /Container/ }));
    expect(onChange).not.toHaveBeenCalled();
    await painted();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(lastLayout()[ROOT_ID].nodes).toHaveLength(3);
    fireEvent.keyDown(block(ROOT_ID), ctrl('z'));
    unmount();
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(lastLayout()[ROOT_ID].nodes).toHaveLength(2);
  });

  it('undoes and redoes with the shortcuts, and the toolbar buttons follow', async () => {
    const original = serializeLayout(smallLayout());
    const { editor, block, onChange } = renderEditor(original);
    const toolbar = within(screen.getByRole('toolbar', { name: t.toolbar.label }));
    expect(
      (toolbar.getByRole('button', { name: t.toolbar.undo }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.pointerDown(block('n2'));
    fireEvent.keyDown(block('n2'), { key: 'Delete' });
    expect(block('n2')).toBeNull();
    expect(
      (toolbar.getByRole('button', { name: t.toolbar.undo }) as HTMLButtonElement).disabled,
    ).toBe(false);
    fireEvent.keyDown(editor, ctrl('z'));
    await painted();
    expect(onChange.mock.calls.at(-1)![0]).toBe(original);
    expect(block('n2')).not.toBeNull();
    fireEvent.keyDown(editor, ctrl('z', { shiftKey: true }));
    expect(block('n2')).toBeNull();
  });

  it('refuses invalid clipboard data and a paste onto a leaf, with the spec texts', async () => {
    const { editor, block, onChange } = renderEditor(serializeLayout(smallLayout()));
    fireEvent.paste(editor, { clipboardData: { getData: () => 'não é um layout' } });
    expect(await screen.findByText(texts.layout.invalidData)).toBeTruthy();
    fireEvent.pointerDown(block('n2'));
    fireEvent.keyDown(block('n2'), ctrl('c'));
    fireEvent.keyDown(block('n2'), ctrl('v'));
    expect(await screen.findByText(texts.layout.notACanvas)).toBeTruthy();
    await painted();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('pastes a copied block into a container with fresh ids', async () => {
    const { block, onChange, lastLayout } = renderEditor(serializeLayout(smallLayout()));
    fireEvent.pointerDown(block('n2'));
    fireEvent.keyDown(block('n2'), ctrl('c'));
    fireEvent.pointerDown(block('n1'));
    await act(async () => {
      fireEvent.keyDown(block('n1'), ctrl('v'));
    });
    await painted();
    expect(onChange).toHaveBeenCalledTimes(1);
    const [first, second] = lastLayout().n1.nodes;
    expect(first).toBe('n2');
    expect(second).not.toBe('n2');
    expect(lastLayout()[second].props).toEqual({ html: '<p>Olá</p>' });
  });

  it('zooms and switches to mobile from the toolbar and the shortcuts, outside the history', async () => {
    const { editor, onChange } = renderEditor(serializeLayout(smallLayout()));
    const toolbar = within(screen.getByRole('toolbar', { name: t.toolbar.label }));
    fireEvent.click(toolbar.getByRole('button', { name: t.toolbar.zoomIn }));
    expect(toolbar.getByText('110%')).toBeTruthy();
    fireEvent.keyDown(editor, ctrl('-'));
    fireEvent.keyDown(editor, ctrl('-'));
    expect(toolbar.getByText('90%')).toBeTruthy();
    fireEvent.keyDown(editor, ctrl('0'));
    expect(toolbar.getByText('100%')).toBeTruthy();
    fireEvent.keyDown(editor, { key: 'm' });
    const frame = screen.getByRole('group', { name: t.canvas.mobile });
    expect([frame.style.width, frame.style.height]).toEqual(['375px', '667px']);
    const mobileButton = toolbar.getByRole('button', { name: t.toolbar.mobile });
    expect(mobileButton.getAttribute('aria-pressed')).toBe('true');
    await painted();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps the focus on a toolbar toggle it switches, so the shortcuts keep working', () => {
    const { editor } = renderEditor(serializeLayout(smallLayout()));
    const hand = screen.getByRole('button', { name: t.toolbar.hand });
    hand.focus();
    fireEvent.click(hand);
    expect(hand.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(hand);
    fireEvent.keyDown(hand, { key: 'v' });
    expect(
      screen.getByRole('button', { name: t.toolbar.select }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(editor.contains(document.activeElement)).toBe(true);
  });

  it('never fires shortcuts while typing in a field of the panel', async () => {
    const { block, onChange } = renderEditor(serializeLayout(smallLayout()));
    fireEvent.pointerDown(block('n1'));
    const panel = within(screen.getByRole('region', { name: t.properties.title }));
    const input = panel.getAllByRole('textbox')[0];
    fireEvent.keyDown(input, { key: 'm' });
    fireEvent.keyDown(input, { key: 'Delete' });
    expect(screen.queryByRole('group', { name: t.canvas.mobile })).toBeNull();
    expect(block('n1')).not.toBeNull();
    await painted();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a stored layout it cannot read, keeps it, and starts empty only when asked', () => {
    const { onChange } = renderEditor('{"ROOT": 42}');
    expect(screen.getByText(t.stored.invalid)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: t.stored.startEmpty }));
    expect(onChange).toHaveBeenCalledWith(serializeLayout(emptyLayout()));
  });

  it('takes a new stored value from outside (another save) without writing it back', async () => {
    const { rerender, block, onChange } = renderEditor(serializeLayout(smallLayout()));
    const other = insertNode(smallLayout(), 'text', ROOT_ID, 0, { makeId: () => 'remote' });
    if (!other.ok) throw new Error(other.error);
    rerender(
      <App>
        <LayoutEditor value={serializeLayout(other.nodes)} onChange={onChange} />
      </App>,
    );
    expect(block('remote')).not.toBeNull();
    await painted();
    expect(onChange).not.toHaveBeenCalled();
  });
});
