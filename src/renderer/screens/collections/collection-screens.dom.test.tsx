import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { texts } from '../../../shared/texts/pt-BR';
import type { SeedData } from '../../../shared/data/seed';
import type { DataPorts, DocumentStore } from '../../data/ports';
import { createFakeBridge } from '../../../../tests/support/fake-bridge';
import { renderScreen } from '../../test-support/render-screen';
import { resetSettingsStore } from '../../stores/settings-store';
import { createTestLocalPorts } from '../../test-support/local-ports';
import { giveTablesAViewport } from '../../test-support/table-viewport';
import { countRenders } from '../../test-support/render-counts';
import { CopyPathButton } from '../../features/documents/document-editor/copy-path-button';
import { CollectionBrowser } from './collection-browser';
import { EntryRow } from './entry-row';

// Monaco cannot run under jsdom (ARCHITECTURE §7): the JSON editor is the textarea stand-in
// (vitest.config.ts).

vi.setConfig({ testTimeout: 120_000 });
// The first screen of a file waits for vite to transform its lazy chunks; the machine is shared.

const t = texts.documentEditor;
const bar = texts.forms.bottomBar;

const seed: SeedData['documents'] = [
  { path: 'project/demo', data: { name: 'Loja Demo' } },
  {
    path: 'project/demo/notas/n1',
    data: {
      title: 'Primeira nota',
      body: 'texto',
      updatedAt: { __date: '2024-05-02T12:00:00.000Z' },
    },
  },
  { path: 'project/demo/notas/n2', data: { name: 'Segunda nota' } },
];

let ports: DataPorts | null = null;
/** Writes fail while set; reads and watches go to the real store. */
let failWrites = false;

function withFailingWrites(documents: DocumentStore): DocumentStore {
  return new Proxy(documents, {
    get(target, key, receiver) {
      if (key === 'set' && failWrites) {
        return async () => {
          throw new Error('sem conexão');
        };
      }
      const value = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function setup(path: string, extraSeed: SeedData['documents'] = []) {
  ports = await createTestLocalPorts([...seed, ...extraSeed]);
  const real = ports;
  const bridge = createFakeBridge();
  bridge.script('app.setPendingChanges', () => true);
  const view = renderScreen(
    bridge,
    async () => ({
      ...real,
      documents: withFailingWrites(real.documents),
      dispose: async () => {},
    }),
    path,
  );
  // The screen's lazy chunks are transformed on first use, slowly on a busy machine: wait for
  // the page's title once, generously, so each test's own waits measure the screen only.
  await screen.findByRole('heading', { level: 1 }, { timeout: 60_000 });
  return { ...view, bridge, documents: real.documents };
}

beforeEach(() => {
  resetSettingsStore();
  failWrites = false;
});
afterEach(async () => {
  await ports?.dispose();
  ports = null;
});

giveTablesAViewport();

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 150)));

describe('/console/collections', () => {
  it('lists every collection by its own pt-BR name, each a link to its list', async () => {
    const view = await setup('/console/collections');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coleções' })).toBeTruthy();
    const list = within(screen.getByRole('region', { name: t.screen.collectionsList }));
    // Both product collections, told apart by name.
    expect(list.getByRole('link', { name: 'Produtos' }).getAttribute('href')).toBe(
      '/console/product',
    );
    expect(list.getByRole('link', { name: 'Produtos (sincronização)' }).getAttribute('href')).toBe(
      '/console/product-data',
    );
    // Spec collections without a written form are listed too.
    for (const [name, id] of [
      ['Templates WhatsApp', 'whatsapp-template'],
      ['Páginas', 'page'],
      ['Redirecionamentos de busca', 'search-redirect'],
      ['Coleções de categorias', 'category-collection'],
      ['Eventos de clientes', 'customer-event'],
    ]) {
      expect(list.getByRole('link', { name }).getAttribute('href')).toBe(`/console/${id}`);
    }
    fireEvent.click(list.getByRole('link', { name: 'Categorias' }));
    await screen.findByRole('region', { name: t.screen.listPane });
    expect(view.currentPath()).toBe('/console/category');
  });
});

describe('/console/:collection', () => {
  it('lists the documents by title, name or id, each a link to its editor', async () => {
    const view = await setup('/console/notas');
    const first = await screen.findByRole('link', { name: 'Primeira nota' });
    expect(screen.getByRole('link', { name: 'Segunda nota' })).toBeTruthy();
    expect(screen.getByText(t.screen.chooseEntry)).toBeTruthy();
    fireEvent.click(first);
    // The editor opens beside the list, which stays, with the entry marked.
    expect(await screen.findByRole('heading', { level: 2, name: 'Primeira nota' })).toBeTruthy();
    expect(view.currentPath()).toBe('/console/notas/n1');
    // The list pane reads its page again under the new route: wait for it, not for a race.
    const list = await screen.findByRole('list', { name: t.screen.entries('notas') });
    expect(
      within(list).getByRole('link', { name: 'Primeira nota' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(list).getByRole('link', { name: 'Segunda nota' }).getAttribute('aria-current'),
    ).toBeNull();
    fireEvent.click(within(list).getByRole('link', { name: 'Segunda nota' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Segunda nota' })).toBeTruthy();
    expect(view.currentPath()).toBe('/console/notas/n2');
  });

  it('a deep link opens the document with its entry selected', async () => {
    await setup('/console/notas/n2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Segunda nota' })).toBeTruthy();
    const entry = await screen.findByRole('link', { name: 'Segunda nota' });
    expect(entry.getAttribute('aria-current')).toBe('page');
    expect(
      screen.getByRole('heading', { level: 1, name: t.screen.collectionTitle('notas') }),
    ).toBeTruthy();
  });

  it('renders entries with their collection summary: a customer with e-mail and phone', async () => {
    await setup('/console/customer', [
      {
        path: 'project/demo/customer/cli-ana',
        data: {
          firstName: 'Ana',
          lastName: 'Souza',
          email: 'ana@exemplo.com.br',
          phoneNumber: '+5511987654321',
        },
      },
    ]);
    const entry = await screen.findByRole('link', { name: 'Ana Souza' });
    expect(entry.closest('li')!.textContent).toContain('ana@exemplo.com.br · (11) 98765-4321');
  });

  it("'Carregar mais' renders the next page's entries only, not again those on screen", async () => {
    const more = Array.from({ length: 60 }, (_, index) => ({
      path: `project/demo/notas/x${String(index).padStart(3, '0')}`,
      data: { name: `Nota ${index}` },
    }));
    await setup('/console/notas', more);
    const list = await screen.findByRole('list', { name: t.screen.entries('notas') });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(50));
    const rows = countRenders(EntryRow);
    fireEvent.click(screen.getByRole('button', { name: t.screen.loadMore }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(62));
    expect(rows.total).toBe(12);
  });

  it('shows a flat collection as a table on request, each id a link to its document', async () => {
    await setup('/console/notas');
    await screen.findByRole('link', { name: 'Primeira nota' });
    fireEvent.click(screen.getByRole('radio', { name: t.screen.viewTable }));
    const table = await screen.findByRole('table', { name: t.screen.entries('notas') });
    expect(within(table).getByRole('link', { name: 'n1' }).getAttribute('href')).toBe(
      '/console/notas/n1',
    );
    expect(within(table).getByText('Segunda nota')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: t.screen.viewTree }));
    expect(await screen.findByRole('list', { name: t.screen.entries('notas') })).toBeTruthy();
  });

  it('offers no table for a collection shaped as a tree', async () => {
    await setup('/console/pastas', [
      { path: 'project/demo/pastas/a', data: { title: 'A' } },
      { path: 'project/demo/pastas/b', data: { title: 'B', parent: 'a' } },
    ]);
    await screen.findByRole('link', { name: 'B' });
    expect(screen.queryByRole('radio', { name: t.screen.viewTable })).toBeNull();
  });

  it('lists every known configuration; one not written yet opens empty and saves under its id', async () => {
    const view = await setup('/console/config');
    const list = await screen.findByRole('list', { name: t.screen.entries('config') });
    const analytics = await within(list).findByRole('link', { name: 'Analytics' });
    expect(analytics.closest('li')!.textContent).toContain('analytics · ainda não criada');
    fireEvent.click(analytics);
    expect(await screen.findByText(t.screen.configNotCreated)).toBeTruthy();
    const field = (await screen.findByLabelText('Google Analytics')) as HTMLInputElement;
    await settle();
    fireEvent.change(field, { target: { value: 'G-123' } });
    fireEvent.click(screen.getByRole('button', { name: bar.create('config') }));
    expect(await screen.findByRole('heading', { level: 2, name: 'analytics' })).toBeTruthy();
    expect(view.currentPath()).toBe('/console/config/analytics');
    expect((await view.documents.get('project/demo/config/analytics')).data).toMatchObject({
      googleAnalyticsId: 'G-123',
    });
    // The list is live: the entry now reads as written.
    await waitFor(() => {
      const entries = screen.getByRole('list', { name: t.screen.entries('config') });
      const entry = within(entries).getByRole('link', { name: 'Analytics' }).closest('li')!;
      expect(entry.textContent).not.toContain('ainda não criada');
    });
  });

  it("says 'No entries found.' for an empty collection", async () => {
    await setup('/console/brand');
    expect(await screen.findByText('No entries found.')).toBeTruthy();
  });

  it('says that a collection the console does not know, holding nothing, does not exist', async () => {
    await setup('/console/vazia');
    expect(
      await screen.findByText(texts.labels.collections.unknownCollection('vazia')),
    ).toBeTruthy();
    expect(screen.queryByText('No entries found.')).toBeNull();
  });

  it('creates a document through Novo documento and opens it by its new id', async () => {
    const view = await setup('/console/notas');
    await screen.findByRole('link', { name: 'Primeira nota' });
    fireEvent.click(screen.getByRole('button', { name: t.screen.newDocument }));
    const title = (await screen.findByLabelText('title')) as HTMLInputElement;
    await settle();
    fireEvent.change(title, { target: { value: 'Nota criada' } });
    fireEvent.click(screen.getByRole('button', { name: bar.create('notas') }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Nota criada' })).toBeTruthy();
    const id = view.currentPath().split('/').pop()!;
    expect(view.currentPath()).toMatch(/^\/console\/notas\/[^/]+$/);
    expect((await view.documents.get(`project/demo/notas/${id}`)).data!.title).toBe('Nota criada');
    // Nothing pending after the create: no leave warning came up.
    expect(screen.queryByText(texts.web.desktop.pendingChanges)).toBeNull();
  });
});

describe('/console/:collection: Novo documento with typed values', () => {
  it('asks before going back to the list, and keeps the values when the user stays', async () => {
    await setup('/console/notas');
    await screen.findByRole('link', { name: 'Primeira nota' });
    fireEvent.click(screen.getByRole('button', { name: t.screen.newDocument }));
    const title = (await screen.findByLabelText('title')) as HTMLInputElement;
    await settle();
    fireEvent.change(title, { target: { value: 'Rascunho' } });

    fireEvent.click(screen.getByRole('button', { name: t.screen.back }));
    const ask = await screen.findByRole('dialog');
    expect(ask.textContent).toContain(texts.web.desktop.pendingChanges);
    fireEvent.click(
      within(ask).getByRole('button', { name: texts.web.desktop.pendingChangesStay }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(((await screen.findByLabelText('title')) as HTMLInputElement).value).toBe('Rascunho');

    fireEvent.click(screen.getByRole('button', { name: t.screen.back }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: texts.web.desktop.pendingChangesLeave,
      }),
    );
    expect(await screen.findByRole('link', { name: 'Primeira nota' })).toBeTruthy();
  });
});

describe('/console/:collection/:docId', () => {
  it('shows the frame with the path and the form inferred from the data', async () => {
    await setup('/console/notas/n1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Primeira nota' })).toBeTruthy();
    expect(screen.getByLabelText(t.frame.pathLabel).textContent).toBe('demo/notas/n1');
    expect(((await screen.findByLabelText('body')) as HTMLInputElement).value).toBe('texto');
    expect(screen.getByText(t.screen.noDefinition)).toBeTruthy();
  });

  it('a missing document of a collection with a form: its id as title, under Coleções', async () => {
    await setup('/console/category/abc');
    expect(await screen.findByRole('heading', { level: 2, name: 'abc' })).toBeTruthy();
    // The menu's entry for it (Coleções) is the shell's: navigation.dom.test.tsx checks it.
    expect(await screen.findByText(texts.forms.load.notFound)).toBeTruthy();
  });

  it('JSON Editor edits the document and the form shows the saved value', async () => {
    const view = await setup('/console/notas/n1');
    await screen.findByLabelText('body');
    fireEvent.click(await screen.findByRole('button', { name: bar.jsonEditor }));
    const editor = (await screen.findByRole('textbox', {
      name: t.json.editorLabel,
    })) as HTMLTextAreaElement;
    const json = JSON.parse(editor.value);
    expect(json.updatedAt).toEqual({ __date: '2024-05-02T12:00:00.000Z' });
    fireEvent.change(editor, { target: { value: JSON.stringify({ ...json, body: 'pelo JSON' }) } });
    fireEvent.click(screen.getByRole('button', { name: t.json.save }));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: t.json.editorLabel })).toBeNull(),
    );
    await waitFor(async () =>
      expect(((await screen.findByLabelText('body')) as HTMLInputElement).value).toBe('pelo JSON'),
    );
    expect((await view.documents.get('project/demo/notas/n1')).data!.body).toBe('pelo JSON');
  });

  it('a save redraws the form and its status, not the frame and header around them', async () => {
    const view = await setup('/console/notas/n1');
    const body = (await screen.findByLabelText('body')) as HTMLInputElement;
    await settle();
    // The header's path and copy button draw whenever the frame, the pane or the list around
    // it does: the list's entries are live, so a save redraws the list.
    const header = countRenders(CopyPathButton);
    const browser = countRenders(CollectionBrowser);
    fireEvent.change(body, { target: { value: 'salvo agora' } });
    // The first edit since the load saves at once: pending, saving, then saved and unguarded.
    await waitFor(() =>
      expect(view.bridge.callsOf('app.setPendingChanges')).toContainEqual({ pending: true }),
    );
    await waitFor(() =>
      expect(view.bridge.callsOf('app.setPendingChanges').at(-1)).toEqual({ pending: false }),
    );
    expect((await view.documents.get('project/demo/notas/n1')).data!.body).toBe('salvo agora');
    expect(screen.getByText(texts.forms.status.saved)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Primeira nota' })).toBeTruthy();
    // The list has its new entries (the browser around the pane redrew), the header did not.
    await waitFor(() => expect(browser.total).toBeGreaterThan(0));
    expect(header.total).toBe(0);
  });

  it('warns before leaving with unsaved edits; Cancelar stays, Sair leaves', async () => {
    const view = await setup('/console/notas/n1');
    const body = (await screen.findByLabelText('body')) as HTMLInputElement;
    await settle();
    failWrites = true;
    fireEvent.change(body, { target: { value: 'não salvo' } });
    expect(await screen.findByText(texts.forms.status.error)).toBeTruthy();
    await waitFor(() =>
      expect(view.bridge.callsOf('app.setPendingChanges')).toContainEqual({ pending: true }),
    );

    // Leaving by the breadcrumbs' Início: the guard holds any in-app navigation, menu or not.
    const crumbs = screen.getByRole('navigation', { name: texts.wayfinding.breadcrumbs.label });
    fireEvent.click(within(crumbs).getByRole('link', { name: texts.wayfinding.breadcrumbs.home }));
    const ask = await screen.findByRole('dialog');
    expect(ask.textContent).toContain(texts.web.desktop.pendingChanges);
    fireEvent.click(
      within(ask).getByRole('button', { name: texts.web.desktop.pendingChangesStay }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.currentPath()).toBe('/console/notas/n1');
    expect(((await screen.findByLabelText('body')) as HTMLInputElement).value).toBe('não salvo');

    fireEvent.click(within(crumbs).getByRole('link', { name: texts.wayfinding.breadcrumbs.home }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: texts.web.desktop.pendingChangesLeave,
      }),
    );
    await waitFor(() => expect(view.currentPath()).toBe('/console'));
    await waitFor(() =>
      expect(view.bridge.callsOf('app.setPendingChanges').at(-1)).toEqual({ pending: false }),
    );
  });

  it('AI Editor opens the assistant on the open form', async () => {
    await setup('/console/notas/n1');
    await screen.findByLabelText('body');
    fireEvent.click(screen.getByRole('button', { name: bar.aiEditor }));
    const drawer = await screen.findByRole('dialog');
    const input = within(drawer).getByRole('textbox', { name: texts.aiAssistant.inputLabel });
    // Reaches the form's store: a form that had not loaded would disable the input.
    expect(input.hasAttribute('disabled')).toBe(false);
  });

  it("AI Editor talks to the project configuration's assistant project, whatever project is active", async () => {
    const view = await setup('/console/notas/n1', [
      { path: 'project/demo/config/console', data: { assistantProjectId: 'ia-fixo' } },
    ]);
    view.bridge.script('http.request', () => ({
      ok: false,
      kind: 'http',
      status: 503,
      bodyExcerpt: 'fora do ar',
    }));
    await screen.findByLabelText('body');
    fireEvent.click(screen.getByRole('button', { name: bar.aiEditor }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByRole('textbox', { name: texts.aiAssistant.inputLabel }), {
      target: { value: 'Melhore o título' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: texts.aiAssistant.send }));
    await waitFor(() => expect(view.bridge.callsOf('http.request').length).toBeGreaterThan(0));
    expect(view.bridge.callsOf('http.request')[0]).toMatchObject({ query: { project: 'ia-fixo' } });
  });

  it('refuses to open the JSON editor over edits that could not be saved', async () => {
    await setup('/console/notas/n1');
    const body = (await screen.findByLabelText('body')) as HTMLInputElement;
    await settle();
    failWrites = true;
    fireEvent.change(body, { target: { value: 'não salvo' } });
    expect(await screen.findByText(texts.forms.status.error)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: bar.jsonEditor }));
    expect(await screen.findByText(t.screen.unsavedFirst)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: t.json.editorLabel })).toBeNull();
  });
});
