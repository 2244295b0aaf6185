import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SeedData } from '../../../shared/data/seed';
import { ROOT_ID, emptyLayout, insertNode, serializeLayout } from '../../../shared/layout';
import { texts } from '../../../shared/texts/pt-BR';
import type { DataPorts, DocumentStore } from '../../data/ports';
import { createFakeBridge } from '../../../../tests/support/fake-bridge';
import { renderScreen } from '../../test-support/render-screen';
import { resetSettingsStore } from '../../stores/settings-store';
import { createTestLocalPorts } from '../../test-support/local-ports';

// The first screen of a file waits for vite to transform its lazy chunks; the machine is shared.
vi.setConfig({ testTimeout: 120_000 });

const t = texts.layoutsScreen;

/** A layout of one Text block under ROOT, by a fixed id. */
function layoutWithText(id: string, html: string): string {
  const edit = insertNode(emptyLayout(), 'text', ROOT_ID, undefined, {
    makeId: () => id,
    props: { html },
  });
  if (!edit.ok) throw new Error(edit.error);
  return serializeLayout(edit.nodes);
}

const contents: SeedData['documents'] = [
  {
    path: 'project/demo/content/sobre',
    data: { title: 'Sobre a loja', content: layoutWithText('sobre-1', '<p>Desde 2009.</p>') },
  },
  {
    path: 'project/demo/content/home',
    data: { title: 'Página inicial', content: layoutWithText('home-1', '<p>Ofertas</p>') },
  },
  { path: 'project/demo/content/politica', data: { title: 'Política de troca' } },
  { path: 'project/demo/content/sem-titulo', data: {} },
];

let ports: DataPorts | null = null;
/** Set: the content list's watch fails. */
let failWatch: Error | null = null;

function withFailingWatch(documents: DocumentStore): DocumentStore {
  return new Proxy(documents, {
    get(target, key, receiver) {
      if (key === 'watchQuery' && failWatch) {
        const error = failWatch;
        return (_path: string, _spec: unknown, _next: unknown, onError: (e: Error) => void) => {
          queueMicrotask(() => onError(error));
          return () => {};
        };
      }
      const value = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function setup(path: string, seed: SeedData['documents'] = contents) {
  ports = await createTestLocalPorts([
    { path: 'project/demo', data: { name: 'Loja Demo' } },
    ...seed,
  ]);
  const real = ports;
  const bridge = createFakeBridge();
  bridge.script('app.setPendingChanges', () => true);
  const view = renderScreen(
    bridge,
    async () => ({ ...real, documents: withFailingWatch(real.documents), dispose: async () => {} }),
    path,
  );
  await screen.findByRole('heading', { level: 1, name: 'Layouts' }, { timeout: 60_000 });
  return { ...view, documents: real.documents };
}

beforeEach(() => {
  resetSettingsStore();
  failWatch = null;
});
afterEach(async () => {
  await ports?.dispose();
  ports = null;
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 150)));
const contentList = () => screen.findByRole('navigation', { name: t.listLabel });

describe('/console/layouts', () => {
  it('lists the content documents by title, live, each a link to its layout', async () => {
    const view = await setup('/console/layouts');
    const list = await contentList();
    const links = within(list).getAllByRole('link');
    // pt-BR order; a content without a title goes by its id.
    expect(links.map((link) => link.textContent)).toEqual([
      'Página inicial',
      'Política de troca',
      'sem-titulo',
      'Sobre a loja',
    ]);
    expect(links[0].getAttribute('href')).toBe('/console/layouts/home');
    expect(within(list).getByText('id: home')).toBeTruthy();
    await view.documents.set('project/demo/content/faq', { title: 'Dúvidas' });
    expect(await within(list).findByRole('link', { name: 'Dúvidas' })).toBeTruthy();
  });

  it('says when the project has no contents', async () => {
    await setup('/console/layouts', []);
    expect(await screen.findByText(t.none)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: t.listLabel })).toBeNull();
  });

  it('says when the contents cannot be read', async () => {
    failWatch = new Error('permissão negada');
    await setup('/console/layouts');
    expect(await screen.findByText(t.failed('permissão negada'))).toBeTruthy();
  });

  it('opens a content in its form, with the layout editor, and goes back to the list', async () => {
    const view = await setup('/console/layouts');
    fireEvent.click(within(await contentList()).getByRole('link', { name: 'Sobre a loja' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sobre a loja' })).toBeTruthy();
    expect(view.currentPath()).toBe('/console/layouts/sobre');
    expect(((await screen.findByLabelText('Título')) as HTMLInputElement).value).toBe(
      'Sobre a loja',
    );
    const editor = await screen.findByRole(
      'region',
      { name: 'Editor de layout' },
      { timeout: 30_000 },
    );
    await waitFor(() => expect(editor.querySelector('[data-node-id="sobre-1"]')).not.toBeNull());
    fireEvent.click(screen.getByRole('link', { name: t.backToList }));
    expect(await contentList()).toBeTruthy();
    expect(view.currentPath()).toBe('/console/layouts');
  });

  it('autosaves a layout edit to the content document', async () => {
    const view = await setup('/console/layouts/home');
    const editor = await screen.findByRole(
      'region',
      { name: 'Editor de layout' },
      { timeout: 30_000 },
    );
    await waitFor(() => expect(editor.querySelector('[data-node-id="home-1"]')).not.toBeNull());
    await settle();
    const palette = within(editor).getByRole('region', { name: 'Blocos' });
    fireEvent.click(within(palette).getByRole('button', { name: /Texto/ }));
    await waitFor(async () => {
      const stored = (await view.documents.get('project/demo/content/home')).data;
      const layout = JSON.parse(String(stored?.content)) as Record<string, { nodes: string[] }>;
      expect(layout.ROOT.nodes).toHaveLength(2);
    });
    expect(await screen.findByText(texts.forms.status.saved)).toBeTruthy();
  });

  it('creates a content with Novo conteúdo and opens it by its new id', async () => {
    const view = await setup('/console/layouts');
    await contentList();
    fireEvent.click(screen.getByRole('button', { name: t.newContent }));
    expect(view.currentPath()).toBe('/console/layouts?novo');
    const title = (await screen.findByLabelText('Título')) as HTMLInputElement;
    await settle();
    fireEvent.change(title, { target: { value: 'Trocas e devoluções' } });
    fireEvent.click(screen.getByRole('button', { name: texts.forms.bottomBar.create('content') }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Trocas e devoluções' }),
    ).toBeTruthy();
    const path = view.currentPath();
    expect(path).toMatch(/^\/console\/layouts\/[^/?]+$/);
    const id = decodeURIComponent(path.split('/').pop()!);
    expect((await view.documents.get(`project/demo/content/${id}`)).data).toMatchObject({
      title: 'Trocas e devoluções',
    });
    fireEvent.click(screen.getByRole('link', { name: t.backToList }));
    expect(
      await within(await contentList()).findByRole('link', { name: 'Trocas e devoluções' }),
    ).toBeTruthy();
  });
});
