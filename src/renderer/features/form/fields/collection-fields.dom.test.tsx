import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../../../shared/forms/field-definition';
import type { DataPorts, DocumentStore } from '../../../data/ports';
import { createTestLocalPorts } from '../../../test-support/local-ports';
import { pick } from '../../../test-support/antd-select';
import { renderForm, valuesOf } from '../../../test-support/render-form';

let ports: DataPorts | null = null;
afterEach(async () => {
  await ports?.dispose();
  ports = null;
});

async function storeWith(docs: Array<[string, Record<string, unknown>]>) {
  ports = await createTestLocalPorts(
    docs.map(([path, data]) => ({ path: `project/demo/${path}`, data })),
  );
  return ports.documents;
}

const categoryTree: Array<[string, Record<string, unknown>]> = [
  ['category/root', { title: 'Loja', order: 1 }],
  ['category/shoes', { title: 'Calçados', parent: 'root', order: 2 }],
  ['category/bags', { title: 'Bolsas', parent: 'root', order: 1 }],
  ['category/boots', { title: 'Botas', parent: 'shoes' }],
  ['category/orphan', { title: 'Órfã', parent: 'deleted' }],
  ['brand/x', { title: 'Marca X' }],
];

const parentField: FieldDefinition = {
  type: 'select_nested',
  name: 'parent',
  title: 'Categoria pai',
  collection: 'category',
};

/** The open dropdown's options, as "depth:label". */
function optionTree() {
  const popup = screen.getByRole('listbox').closest('.ant-select-dropdown') as HTMLElement;
  return [...popup.querySelectorAll('.ant-select-item-option')].map((option) => {
    const indent = option.querySelector('span[style]') as HTMLElement | null;
    const depth = indent ? Number.parseInt(indent.style.paddingInlineStart || '0', 10) / 16 : 0;
    const disabled = option.classList.contains('ant-select-item-option-disabled') ? '!' : '';
    return `${depth}:${option.getAttribute('title')}${disabled}`;
  });
}

describe('select_nested', () => {
  it('lists the collection as a tree from a real store and stores the chosen id', async () => {
    const documents = await storeWith(categoryTree);
    const { store } = renderForm([parentField], { documents, collection: 'product' });
    const combobox = screen.getByLabelText('Categoria pai');
    await waitFor(() => expect(combobox.getAttribute('aria-busy')).toBe('false'));
    fireEvent.mouseDown(combobox);
    await screen.findByRole('listbox');
    expect(optionTree()).toEqual([
      '0:Selecione',
      '0:Loja',
      '1:Bolsas',
      '1:Calçados',
      '2:Botas',
      '0:Órfã',
    ]);
    await pick('Categoria pai', 'Botas');
    expect(valuesOf(store).parent).toBe('boots');
    await pick('Categoria pai', 'Selecione');
    expect(valuesOf(store).parent).toBeNull();
  });

  it('does not let a document be its own parent, nor its descendant', async () => {
    const documents = await storeWith(categoryTree);
    renderForm([parentField], { documents, collection: 'category', docId: 'shoes' });
    const combobox = screen.getByLabelText('Categoria pai');
    await waitFor(() => expect(combobox.getAttribute('aria-busy')).toBe('false'));
    fireEvent.mouseDown(combobox);
    await screen.findByRole('listbox');
    expect(optionTree()).toEqual([
      '0:Selecione',
      '0:Loja',
      '1:Bolsas',
      '1:Calçados!',
      '2:Botas!',
      '0:Órfã',
    ]);
  });

  it('reads at most 1,000 documents of the field collection', async () => {
    const calls: Array<[string, unknown]> = [];
    const documents = await storeWith(categoryTree);
    const spy: DocumentStore = {
      ...documents,
      query: (path, spec) => {
        calls.push([path, spec]);
        return documents.query(path, spec);
      },
    };
    renderForm([parentField], { documents: spy, projectId: 'demo' });
    await waitFor(() => expect(calls).toEqual([['project/demo/category', { limit: 1000 }]]));
  });

  it('shows a pt-BR failure with a retry that reads again', async () => {
    const documents = await storeWith(categoryTree);
    let failures = 1;
    const flaky: DocumentStore = {
      ...documents,
      query: (path, spec) =>
        failures-- > 0 ? Promise.reject(new Error('rede fora')) : documents.query(path, spec),
    };
    const { store } = renderForm([parentField], {
      documents: flaky,
      values: { parent: 'boots' },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar os documentos: rede fora');
    // The stored choice survives the failure, shown as not listed.
    expect(valuesOf(store).parent).toBe('boots');
    await act(async () =>
      fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' })),
    );
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await waitFor(() => expect(screen.getByTitle('Botas')).toBeTruthy());
  });
});

describe('collection_doc_form', () => {
  it('renders one sub-form per document, stored by document id', async () => {
    const documents = await storeWith([
      ['stock/sp', { title: 'São Paulo', order: 1 }],
      ['stock/rj', { title: 'Rio de Janeiro', order: 2 }],
    ]);
    const { store } = renderForm(
      [
        {
          type: 'collection_doc_form',
          name: 'Stock',
          title: 'Estoque',
          collection: 'stock',
          fields: [
            { type: 'number', name: 'qty', title: 'Quantidade' },
            { type: 'text', name: 'ProductCodeErp', title: 'Código ERP' },
          ],
        },
      ],
      { documents, values: { Stock: { rj: { qty: 3 }, gone: { qty: 9 } } } },
    );
    const sp = await screen.findByRole('region', { name: 'São Paulo' });
    const rj = screen.getByRole('region', { name: 'Rio de Janeiro' });
    expect(within(rj).getByLabelText('Quantidade')).toHaveProperty('value', '3');
    fireEvent.change(within(sp).getByLabelText('Quantidade'), { target: { value: '7' } });
    expect(valuesOf(store).Stock).toEqual({ sp: { qty: 7 }, rj: { qty: 3 }, gone: { qty: 9 } });
  });

  it('says so when the collection is empty', async () => {
    const documents = await storeWith([]);
    renderForm(
      [
        {
          type: 'collection_doc_form',
          name: 'S',
          title: 'S',
          collection: 'stock',
          fields: [{ type: 'text', name: 'x' }],
        },
      ],
      { documents },
    );
    expect(await screen.findByText('Nenhum documento encontrado.')).toBeTruthy();
  });
});

describe('collection-editor', () => {
  const lessons: FieldDefinition = {
    type: 'collection-editor',
    name: 'lessons',
    title: 'Aulas',
    collection: 'lesson',
    childrenOfDocument: true,
  };

  it("lists this document's children live and opens each in place", async () => {
    const documents = await storeWith([
      ['lesson/l1', { title: 'Aula 1', parent: 'course-1', order: 1 }],
      ['lesson/l2', { title: 'Aula 2', parent: 'course-1', order: 2 }],
      ['lesson/x', { title: 'De outro curso', parent: 'course-2' }],
    ]);
    renderForm([lessons], {
      documents,
      collection: 'course',
      docId: 'course-1',
      renderEmbeddedDocument: (collection, id) => <p>editor de {`${collection}/${id}`}</p>,
    });
    const group = screen.getByRole('group', { name: 'Aulas' });
    expect(await within(group).findByText('Aula 1')).toBeTruthy();
    expect(within(group).getByText('Aula 2')).toBeTruthy();
    expect(within(group).queryByText('De outro curso')).toBeNull();

    const open = within(group).getByRole('button', { name: 'Abrir Aula 2' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(within(group).getByText('editor de lesson/l2')).toBeTruthy();
    fireEvent.click(within(group).getByRole('button', { name: 'Fechar Aula 2' }));
    expect(within(group).queryByText('editor de lesson/l2')).toBeNull();

    await act(() =>
      documents.set('project/demo/lesson/l3', { title: 'Aula 3', parent: 'course-1', order: 3 }),
    );
    expect(await within(group).findByText('Aula 3')).toBeTruthy();
  });

  it('asks to save a new document first, and shows the empty state', async () => {
    const documents = await storeWith([]);
    const adding = renderForm([lessons], { documents, docId: null, isNew: true });
    expect(screen.getByText(/Salve o documento/)).toBeTruthy();
    adding.unmount();
    renderForm([lessons], { documents, docId: 'course-1' });
    expect(await screen.findByText('Nenhum documento encontrado.')).toBeTruthy();
  });

  it('just lists when no embedded editor is given, and reports a failure', async () => {
    const documents = await storeWith([['lesson/l1', { title: 'Aula 1', parent: 'c' }]]);
    const listed = renderForm([lessons], { documents, docId: 'c' });
    expect(await screen.findByText('Aula 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Abrir/ })).toBeNull();
    listed.unmount();

    const broken: DocumentStore = {
      ...documents,
      watchQuery: (_path, _spec, _next, onError) => {
        queueMicrotask(() => onError?.(new Error('sem permissão')));
        return () => {};
      },
    };
    renderForm([lessons], { documents: broken, docId: 'c' });
    expect((await screen.findByRole('alert')).textContent).toContain('sem permissão');
  });
});

describe('doc-editor', () => {
  it('chooses a document and renders its editor below', async () => {
    const documents = await storeWith([
      ['content/home', { title: 'Página inicial' }],
      ['content/faq', { name: 'Perguntas' }],
    ]);
    const { store } = renderForm(
      [{ type: 'doc-editor', name: 'contentId', title: 'Conteúdo', collection: 'content' }],
      {
        documents,
        renderEmbeddedDocument: (collection, id) => <p>editor de {`${collection}/${id}`}</p>,
      },
    );
    const combobox = screen.getByLabelText('Conteúdo');
    await waitFor(() => expect(combobox.getAttribute('aria-busy')).toBe('false'));
    expect(screen.queryByText(/editor de/)).toBeNull();
    await pick('Conteúdo', 'Perguntas');
    expect(valuesOf(store).contentId).toBe('faq');
    expect(screen.getByText('editor de content/faq')).toBeTruthy();
    await pick('Conteúdo', 'Selecione');
    expect(valuesOf(store).contentId).toBeNull();
    expect(screen.queryByText(/editor de/)).toBeNull();
  });
});
