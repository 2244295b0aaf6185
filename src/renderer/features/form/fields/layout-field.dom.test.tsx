import { fireEvent, screen, within } from '@testing-library/react';
import { createElement, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentForm } from '../../../../shared/forms/definitions/content';
import {
  ROOT_ID,
  childrenOf,
  emptyLayout,
  insertNode,
  parseStoredLayout,
  serializeLayout,
} from '../../../../shared/layout';
import { renderForm, valuesOf } from '../../../test-support/render-form';

interface EditorProps {
  value: unknown;
  onChange: (serialized: string) => void;
  contentId?: string;
  readOnly?: boolean;
}

/** What the field handed the editor on its last render. */
let lastProps: EditorProps | null = null;

/**
 * A stand-in for the heavy editor with its contract: it shows what it was given, announces the
 * layout it opened (a careless editor might), and commits one edit per click.
 */
vi.mock('../../layout-editor/layout-editor', () => ({
  default: function LayoutEditorDouble(props: EditorProps) {
    lastProps = props;
    const { value, onChange } = props;
    useEffect(() => {
      if (typeof value === 'string') onChange(value);
      // Only on mount: the announcement of what was opened.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    const insertText = () => {
      const parsed = parseStoredLayout(value);
      if (!parsed.ok) return;
      const edit = insertNode(parsed.nodes, 'text', ROOT_ID);
      if (edit.ok) onChange(serializeLayout(edit.nodes));
    };
    return createElement(
      'section',
      { 'aria-label': 'Editor de layout' },
      createElement('output', null, typeof value === 'string' ? value : JSON.stringify(value)),
      createElement('button', { type: 'button', onClick: insertText }, 'Texto'),
    );
  },
}));

const home = (() => {
  const edit = insertNode(emptyLayout(), 'text', ROOT_ID, undefined, { makeId: () => 'txt1' });
  if (!edit.ok) throw new Error(edit.error);
  return serializeLayout(edit.nodes);
})();

const blocksOf = (stored: unknown) => {
  const parsed = parseStoredLayout(stored);
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  return childrenOf(parsed.nodes).map((id) => parsed.nodes[id].type.resolvedName);
};

const editor = () => screen.findByRole('region', { name: 'Editor de layout' });

afterEach(() => {
  lastProps = null;
});

describe('the editor-layout field', () => {
  it('opens the stored layout, with the content id in a content form', async () => {
    renderForm(contentForm.fields, {
      collection: 'content',
      docId: 'home',
      values: { title: 'Página inicial', content: home },
    });
    const region = await editor();
    expect(within(region).getByText(home)).toBeTruthy();
    expect(lastProps?.value).toBe(home);
    expect(lastProps?.contentId).toBe('home');
    expect(lastProps?.readOnly).toBeFalsy();
    // Labelled as a group by the field's title.
    expect(within(screen.getByRole('group', { name: 'Layout' })).getByRole('region')).toBe(region);
  });

  it('gives no content id outside content documents, nor while adding', async () => {
    const field = { type: 'editor-layout', name: 'layout', title: 'Layout' } as const;
    const other = renderForm([field], { collection: 'page', docId: 'p1' });
    await editor();
    expect(lastProps?.contentId).toBeUndefined();
    expect(lastProps?.value).toBeUndefined();
    other.unmount();
    renderForm([field], { collection: 'content', docId: null, isNew: true });
    await editor();
    expect(lastProps?.contentId).toBeUndefined();
  });

  it('passes readOnly on', async () => {
    renderForm([{ type: 'editor-layout', name: 'l', title: 'L', readOnly: true }], {
      values: { l: home },
    });
    await editor();
    expect(lastProps?.readOnly).toBe(true);
  });

  it('writes each committed edit to the form store as one user edit', async () => {
    const { store } = renderForm(contentForm.fields, {
      collection: 'content',
      docId: 'home',
      values: { title: 'Página inicial', content: home },
    });
    fireEvent.click(within(await editor()).getByRole('button', { name: 'Texto' }));
    const saved = valuesOf(store).content;
    expect(typeof saved).toBe('string');
    expect(blocksOf(saved)).toEqual(['Text', 'Text']);
    expect(store.getState().revision).toBe(1);
    expect(valuesOf(store).title).toBe('Página inicial');
  });

  it('never rewrites a stored value, valid or not, without an edit', async () => {
    for (const stored of [home, 'não é json', '{"ROOT": 3}']) {
      const view = renderForm(contentForm.fields, {
        collection: 'content',
        docId: 'x',
        values: { content: stored },
      });
      await editor();
      // The editor announced what it opened: not an edit, nothing to save.
      expect(view.store.getState().revision, stored).toBe(0);
      expect(valuesOf(view.store).content).toBe(stored);
      view.unmount();
    }
  });
});
