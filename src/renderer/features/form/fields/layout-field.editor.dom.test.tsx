import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentForm } from '../../../../shared/forms/definitions/content';
import {
  ROOT_ID,
  childrenOf,
  emptyLayout,
  insertNode,
  parseStoredLayout,
  serializeLayout,
} from '../../../../shared/layout';
import { texts } from '../../../../shared/texts/pt-BR';
import { renderForm, valuesOf } from '../../../test-support/render-form';

// The real layout editor behind the field (layout-field.test.tsx has the contract's double).
const t = texts.layoutEditor;

const stored = (() => {
  const edit = insertNode(emptyLayout(), 'text', ROOT_ID, undefined, { makeId: () => 'txt1' });
  if (!edit.ok) throw new Error(edit.error);
  return serializeLayout(edit.nodes);
})();

const renderContent = (content: unknown) =>
  renderForm(contentForm.fields, {
    collection: 'content',
    docId: 'home',
    values: { title: 'Página inicial', content },
  });

const editor = () => screen.findByRole('region', { name: t.label }, { timeout: 30_000 });

describe('the editor-layout field with the layout editor', () => {
  it('shows the stored blocks, and a palette insert is one form edit', async () => {
    const { store } = renderContent(stored);
    const region = await editor();
    expect(region.querySelector('[data-node-id="txt1"]')).not.toBeNull();
    expect(store.getState().revision).toBe(0);
    const palette = within(region).getByRole('region', { name: t.palette.title });
    fireEvent.click(within(palette).getByRole('button', { name: /Texto/ }));
    // The editor writes once the frame showing the edit is painted.
    await waitFor(() => expect(store.getState().revision).toBe(1));
    const parsed = parseStoredLayout(valuesOf(store).content);
    if (!parsed.ok) throw new Error(parsed.problems.join('; '));
    expect(childrenOf(parsed.nodes, ROOT_ID)).toHaveLength(2);
    expect(typeof valuesOf(store).content).toBe('string');
  });

  it('keeps an invalid stored layout as it is until the user starts an empty one', async () => {
    const { store } = renderContent('{"ROOT": 3}');
    expect(await screen.findByText(t.stored.invalid, undefined, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByText(t.stored.keptAsIs)).toBeTruthy();
    expect(store.getState().revision).toBe(0);
    expect(valuesOf(store).content).toBe('{"ROOT": 3}');
    fireEvent.click(screen.getByRole('button', { name: t.stored.startEmpty }));
    expect(store.getState().revision).toBe(1);
    expect(valuesOf(store).content).toBe(serializeLayout(emptyLayout()));
    expect(await editor()).toBeTruthy();
  });

  it('opens a new, empty content as an empty layout without writing it', async () => {
    const { store } = renderContent(undefined);
    const region = await editor();
    expect(within(region).getByRole('region', { name: t.canvas.label })).toBeTruthy();
    expect(store.getState().revision).toBe(0);
    expect(valuesOf(store).content).toBeUndefined();
  });
});
