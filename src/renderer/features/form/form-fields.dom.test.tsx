import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../../shared/forms/field-definition';
import { renderForm, valuesOf } from '../../test-support/render-form';

describe('FormFields rows', () => {
  it('labels each control with its title (else its name), marks required, shows help', () => {
    renderForm(
      [
        { type: 'text', name: 'title', title: 'Título', required: true, help: 'ex.: Camiseta' },
        { type: 'text', name: 'slug' },
      ],
      { values: { title: 'Camiseta azul', slug: 'camiseta' } },
    );
    const title = screen.getByLabelText('Título');
    expect(title).toHaveProperty('value', 'Camiseta azul');
    expect(title.getAttribute('aria-required')).toBe('true');
    expect(title.getAttribute('aria-describedby')).toBeTruthy();
    const help = document.getElementById(title.getAttribute('aria-describedby')!);
    expect(help?.textContent).toBe('ex.: Camiseta');
    expect(screen.getByTitle('Obrigatório').textContent).toBe('*');
    expect(screen.getByLabelText('slug')).toHaveProperty('value', 'camiseta');
  });

  it('writes a text edit at the field path, a dotted name nested', () => {
    const { store } = renderForm([{ type: 'text', name: 'location.pathname', title: 'Caminho' }]);
    fireEvent.change(screen.getByLabelText('Caminho'), { target: { value: '/ofertas' } });
    expect(valuesOf(store)).toEqual({ location: { pathname: '/ofertas' } });
    expect(store.getState().revision).toBe(1);
  });

  it('stores a mapTo field under the mapped name (MPN as ProductCode)', () => {
    const { store } = renderForm(
      [{ type: 'text', name: 'MPN', title: 'MPN', mapTo: 'ProductCode' }],
      { values: { ProductCode: '1011' } },
    );
    const input = screen.getByLabelText('MPN');
    expect(input).toHaveProperty('value', '1011');
    fireEvent.change(input, { target: { value: '1012' } });
    expect(valuesOf(store)).toEqual({ ProductCode: '1012' });
  });

  it('keeps the id field read-only on an existing document, editable when adding', () => {
    const fields: FieldDefinition[] = [
      { type: 'text', name: 'id', title: 'Código' },
      { type: 'struct', name: 'meta', title: 'Meta', fields: [{ type: 'text', name: 'id' }] },
    ];
    const existing = renderForm(fields, { values: { id: 'a1' } });
    expect(screen.getByLabelText('Código')).toHaveProperty('readOnly', true);
    // Only the top-level id is locked: a nested `id` is an ordinary field.
    expect(screen.getByLabelText('id')).toHaveProperty('readOnly', false);
    existing.unmount();

    const { store } = renderForm(fields, { isNew: true, docId: null });
    const id = screen.getByLabelText('Código');
    expect(id).toHaveProperty('readOnly', false);
    fireEvent.change(id, { target: { value: 'novo' } });
    expect(valuesOf(store).id).toBe('novo');
  });

  it('makes readOnly fields and everything under a readOnly struct read-only', () => {
    renderForm(
      [
        { type: 'text', name: 'a', title: 'A', readOnly: true },
        { type: 'checkbox', name: 'b', title: 'B', readOnly: true },
        {
          type: 'struct',
          name: 's',
          title: 'S',
          readOnly: true,
          fields: [{ type: 'number', name: 'n', title: 'N' }],
        },
        {
          type: 'array_field',
          name: 'tags',
          title: 'Tags',
          readOnly: true,
          field: { type: 'text', name: 'tag' },
        },
      ],
      { values: { tags: ['x'] } },
    );
    expect(screen.getByLabelText('A')).toHaveProperty('readOnly', true);
    expect(screen.getByLabelText('B')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('N')).toHaveProperty('readOnly', true);
    expect(screen.getByLabelText('Item 1')).toHaveProperty('readOnly', true);
    expect(screen.queryByRole('button', { name: 'Adicionar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remover item 1' })).toBeNull();
  });

  it('renders a struct as a fieldset with its title as legend', () => {
    const { store } = renderForm([
      {
        type: 'struct',
        name: 'dimensions',
        title: 'Dimensões',
        fields: [
          { type: 'number', name: 'value', title: 'Valor' },
          {
            type: 'select',
            name: 'unit',
            title: 'Unidade',
            options: [
              { value: 'cm', label: 'cm' },
              { value: 'mm', label: 'mm' },
            ],
          },
        ],
      },
    ]);
    const group = screen.getByRole('group', { name: 'Dimensões' });
    expect(group.tagName).toBe('FIELDSET');
    fireEvent.change(within(group).getByLabelText('Valor'), { target: { value: '12,5' } });
    expect(valuesOf(store)).toEqual({ dimensions: { value: 12.5 } });
  });

  it('keeps a struct value of the wrong shape, shown and untouched', () => {
    const { store } = renderForm(
      [{ type: 'struct', name: 's', title: 'S', fields: [{ type: 'text', name: 'x' }] }],
      { values: { s: 'legado' } },
    );
    expect(screen.getByText(/não é um grupo de campos/)).toBeTruthy();
    expect(screen.getByText('"legado"')).toBeTruthy();
    expect(screen.queryByLabelText('x')).toBeNull();
    expect(valuesOf(store)).toEqual({ s: 'legado' });
  });

  it('writes checkbox, textarea and keeps objects in text fields', () => {
    const { store } = renderForm(
      [
        { type: 'checkbox', name: 'visible', title: 'Visível' },
        { type: 'textarea', name: 'description', title: 'Descrição' },
        { type: 'text', name: 'odd', title: 'Estranho' },
      ],
      { values: { odd: { nested: true } } },
    );
    fireEvent.click(screen.getByLabelText('Visível'));
    fireEvent.change(screen.getByLabelText('Descrição'), { target: { value: 'linha 1\nlinha 2' } });
    expect(screen.getByLabelText('Descrição').tagName).toBe('TEXTAREA');
    expect(screen.getByText(/não é um texto/)).toBeTruthy();
    expect(valuesOf(store)).toEqual({
      visible: true,
      description: 'linha 1\nlinha 2',
      odd: { nested: true },
    });
    fireEvent.click(screen.getByLabelText('Visível'));
    expect(valuesOf(store).visible).toBe(false);
  });

  it('describes a group field by its help too', () => {
    renderForm([
      {
        type: 'struct',
        name: 'dims',
        title: 'Dimensões',
        help: 'em centímetros',
        fields: [{ type: 'text', name: 'w' }],
      },
      { type: 'image', name: 'img', title: 'Imagem', help: '350x400' },
    ]);
    const describedText = (name: string) => {
      const group = screen.getByRole('group', { name });
      return document.getElementById(group.getAttribute('aria-describedby')!)?.textContent;
    };
    expect(describedText('Dimensões')).toBe('em centímetros');
    expect(describedText('Imagem')).toBe('350x400');
  });
});

describe('the id field of a saved document', () => {
  const idField: FieldDefinition = { name: 'id', title: 'ID', type: 'text', required: true };

  it('shows the document id, read-only, when the data has no id field', () => {
    const { store } = renderForm([idField], {
      docId: 'tramontina',
      values: { name: 'Tramontina' },
    });
    const input = screen.getByLabelText(/^ID/) as HTMLInputElement;
    expect(input.value).toBe('tramontina');
    expect(input.readOnly).toBe(true);
    // Shown, not written: the stored data stays as it was.
    expect(store.getState().values).toEqual({ name: 'Tramontina' });
  });

  it('shows the stored id when there is one', () => {
    renderForm([idField], { docId: 'x', values: { id: 'guardado' } });
    expect((screen.getByLabelText(/^ID/) as HTMLInputElement).value).toBe('guardado');
  });

  it('stays empty and editable while adding a document', () => {
    renderForm([idField], { docId: null, isNew: true });
    const input = screen.getAllByLabelText(/^ID/).at(-1) as HTMLInputElement;
    expect(input.value).toBe('');
    expect(input.readOnly).toBe(false);
  });
});
