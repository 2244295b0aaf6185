import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { FieldDefinition } from '../../../shared/forms/field-definition';
import { texts } from '../../../shared/texts/pt-BR';
import { renderForm, valuesOf } from '../../test-support/render-form';
import { typeHtml } from '../../test-support/render-block-editor';

const t = texts.blockEditor;

const content = {
  time: 10,
  version: '2.26.5',
  blocks: [
    { id: 'p1', type: 'paragraph', data: { text: 'Olá' } },
    { id: 'q1', type: 'quote', data: { text: 'citação', caption: '' } },
  ],
};

// The editor field is the block editor inside a real form: lazily loaded by the dispatcher,
// reading and writing its own path in the form store.
describe('EditorField', () => {
  it('edits the stored document at its path, keeping what it does not know', async () => {
    const fields: FieldDefinition[] = [
      { type: 'text', name: 'title', title: 'Título' },
      { type: 'editor', name: 'page.content', title: 'Conteúdo', help: 'Texto da página' },
    ];
    const { store } = renderForm(fields, { values: { title: 'x', page: { content } } });
    const editable = await screen.findByRole('textbox', { name: t.paragraph.label(1) });
    expect(screen.getByRole('group', { name: 'Conteúdo' })).toBeTruthy();
    expect(screen.getByRole('group', { name: t.fieldGroup('Conteúdo') })).toBeTruthy();
    expect(
      screen
        .getByRole('group', { name: t.fieldGroup('Conteúdo') })
        .getAttribute('aria-describedby'),
    ).toBe(screen.getByText('Texto da página').id);
    expect(store.getState().revision).toBe(0);
    typeHtml(editable, 'Olá <b>mundo</b><img src=x onerror=alert(1)>');
    const values = valuesOf(store);
    expect(values.title).toBe('x');
    expect(values.page).toEqual({
      content: {
        time: expect.any(Number),
        version: '2.26.5',
        blocks: [
          { id: 'p1', type: 'paragraph', data: { text: 'Olá <b>mundo</b>' } },
          content.blocks[1],
        ],
      },
    });
    expect(store.getState().revision).toBe(1);
  });

  it('writes under mapTo and offers only the field tools', async () => {
    const fields: FieldDefinition[] = [
      { type: 'editor', name: 'body', mapTo: 'Body', title: 'Corpo', tools: 'HEADER' },
    ];
    const { store } = renderForm(fields, { values: {} });
    fireEvent.click(await screen.findByRole('button', { name: /Adicionar bloco/ }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([t.blockTypes.header]);
    fireEvent.click(items[0]);
    fireEvent.change(screen.getByRole('textbox', { name: t.header.text(1) }), {
      target: { value: 'Seção' },
    });
    expect(valuesOf(store)).toEqual({
      Body: {
        time: expect.any(Number),
        version: '2.28.0',
        blocks: [{ id: expect.any(String), type: 'header', data: { text: 'Seção', level: 2 } }],
      },
    });
  });

  it('is read-only when the field is', async () => {
    const fields: FieldDefinition[] = [
      { type: 'editor', name: 'content', title: 'Conteúdo', readOnly: true },
    ];
    renderForm(fields, { values: { content } });
    const editable = await screen.findByRole('textbox', { name: t.paragraph.label(1) });
    expect(editable.getAttribute('contenteditable')).toBe('false');
    expect(screen.queryByRole('button', { name: /Adicionar bloco/ })).toBeNull();
    expect(screen.queryByRole('button', { name: t.remove(1) })).toBeNull();
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});
