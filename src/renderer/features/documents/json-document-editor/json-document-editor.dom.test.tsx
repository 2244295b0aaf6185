import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { texts } from '../../../../shared/texts/pt-BR';
import type { DataPorts, DocumentStore } from '../../../data/ports';
import { createTestLocalPorts } from '../../../test-support/local-ports';
import { renderWithApp } from '../../../test-support/render-with-app';
import { JsonDocumentEditor } from './json-document-editor';

// Monaco cannot run under jsdom (ARCHITECTURE §7): the JSON editor is the textarea stand-in
// (vitest.config.ts).

vi.setConfig({ testTimeout: 60_000 });

const t = texts.documentEditor.json;
const tj = texts.editors.jsonEditor;
const PATH = 'project/demo/content/home';
const updated = new Date('2024-05-02T12:30:00.000Z');
const published = new Date('2024-06-10T08:00:00.000Z');

const seed = [
  {
    path: PATH,
    data: {
      title: 'Início',
      publishedAt: { __date: published.toISOString() },
      blocks: [{ type: 'paragraph', at: { __date: published.toISOString() } }],
      updatedAt: { __date: updated.toISOString() },
    },
  },
  // Imported data, never stamped: saving needs it still unstamped.
  { path: 'project/demo/content/imported', data: { title: 'Importado' } },
];

let ports: DataPorts | null = null;
afterEach(async () => {
  await ports?.dispose();
  ports = null;
});

async function setup(path = PATH, wrap?: (documents: DocumentStore) => DocumentStore) {
  ports = await createTestLocalPorts(seed);
  const documents = wrap ? wrap(ports.documents) : ports.documents;
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderWithApp({
    '/': (
      <JsonDocumentEditor
        open
        documents={documents}
        path={path}
        onClose={onClose}
        onSaved={onSaved}
      />
    ),
  });
  return { documents: ports.documents, onClose, onSaved };
}

const editor = () =>
  screen.findByRole('textbox', { name: t.editorLabel }) as Promise<HTMLTextAreaElement>;
const type = async (text: string) => fireEvent.change(await editor(), { target: { value: text } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
// No text box in the editor's dialog. Scoped: antd's auto-sizing TextArea measures in a hidden
// textarea it leaves in the document, and files share their worker's document.
const noTextboxInDialog = () =>
  expect(within(screen.getByRole('dialog')).queryByRole('textbox')).toBeNull();

describe('JsonDocumentEditor', () => {
  it('shows the document with Dates as {"__date": ISO}', async () => {
    await setup();
    const shown = JSON.parse((await editor()).value);
    expect(shown.publishedAt).toEqual({ __date: published.toISOString() });
    expect(shown.blocks[0].at).toEqual({ __date: published.toISOString() });
    expect(shown.title).toBe('Início');
  });

  it('saves a valid edit: wrappers come back as Dates, a removed key is removed, stamped now', async () => {
    const { documents, onClose, onSaved } = await setup();
    const shown = JSON.parse((await editor()).value);
    shown.title = 'Página inicial';
    shown.publishedAt = { __date: '2025-01-15T09:30:00.000Z' };
    delete shown.blocks;
    await type(JSON.stringify(shown));
    click(t.save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalledTimes(1);

    const stored = (await documents.get(PATH)).data!;
    expect(stored.title).toBe('Página inicial');
    expect(stored.publishedAt).toEqual(new Date('2025-01-15T09:30:00.000Z'));
    expect(stored).not.toHaveProperty('blocks');
    expect(stored.updatedAt).toBeInstanceOf(Date);
    expect((stored.updatedAt as Date).getTime()).not.toBe(updated.getTime());
  });

  it('refuses invalid JSON: nothing written, the editor stays open with the user text', async () => {
    const { documents, onClose } = await setup();
    const before = (await documents.get(PATH)).data;
    await type('{"title": "sem fim"');
    click(t.save);
    const alert = await screen.findByText(/^JSON inválido: /);
    expect(alert.textContent!.length).toBeGreaterThan('JSON inválido: '.length);
    expect((await editor()).value).toBe('{"title": "sem fim"');
    expect(onClose).not.toHaveBeenCalled();
    expect((await documents.get(PATH)).data).toEqual(before);
  });

  it('refuses a bad date wrapper and a non-object, writing nothing', async () => {
    const { documents } = await setup();
    const before = (await documents.get(PATH)).data;
    await type('{"publishedAt": {"__date": "ontem"}}');
    click(t.save);
    expect(
      await screen.findByText(tj.invalidJson(tj.badDate('$.publishedAt', 'ontem'))),
    ).toBeTruthy();
    await type('[1, 2]');
    click(t.save);
    expect(await screen.findByText(tj.invalidJson(tj.notAnObject))).toBeTruthy();
    expect((await documents.get(PATH)).data).toEqual(before);
  });

  it('does not overwrite a change made by someone else since it was opened', async () => {
    const { documents, onClose } = await setup();
    const shown = JSON.parse((await editor()).value);
    await documents.set(PATH, { title: 'Outra pessoa', updatedAt: new Date('2024-07-01') });
    await type(JSON.stringify({ ...shown, title: 'Minha versão' }));
    click(t.save);
    expect(await screen.findByText(tj.saveFailed(t.changedByOther))).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect((await documents.get(PATH)).data!.title).toBe('Outra pessoa');
  });

  it('says Erro ao salvar as alterações no Firestore with the detail when the write fails', async () => {
    const { onClose } = await setup(PATH, (documents) => ({
      ...documents,
      get: documents.get.bind(documents),
      set: async () => {
        throw new Error('permissão negada');
      },
    }));
    await editor();
    click(t.save);
    expect(
      await screen.findByText('Erro ao salvar as alterações no Firestore: permissão negada'),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves a document that was never stamped, unless someone stamped it meanwhile', async () => {
    const { documents, onClose } = await setup('project/demo/content/imported');
    await type('{"title": "Revisado"}');
    click(t.save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect((await documents.get('project/demo/content/imported')).data!.title).toBe('Revisado');
  });

  it('says Documento não encontrado for a missing document, with nothing to save', async () => {
    await setup('project/demo/content/nao-existe');
    expect(await screen.findByText('Documento não encontrado')).toBeTruthy();
    noTextboxInDialog();
    expect(screen.getByRole('button', { name: t.save }).hasAttribute('disabled')).toBe(true);
  });

  it('says Erro ao carregar documento: {detail} when the read fails, and retries', async () => {
    let fail = true;
    await setup(PATH, (documents) => ({
      ...documents,
      get: async (path: string) => {
        if (fail) throw new Error('sem conexão');
        return documents.get(path);
      },
    }));
    expect(await screen.findByText('Erro ao carregar documento: sem conexão')).toBeTruthy();
    fail = false;
    click(t.retry);
    expect(JSON.parse((await editor()).value).title).toBe('Início');
  });

  it('says Erro ao converter os dados para JSON when the data cannot be shown', async () => {
    await setup(PATH, (documents) => ({
      ...documents,
      get: async (path: string) => ({
        id: 'home',
        path,
        exists: true,
        data: { when: new Date('não é data') },
      }),
    }));
    expect(await screen.findByText(/^Erro ao converter os dados para JSON: /)).toBeTruthy();
    noTextboxInDialog();
  });

  it('Cancelar closes at once when nothing was edited', async () => {
    const { onClose } = await setup();
    await editor();
    click(t.cancel);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Cancelar asks before discarding edited text; staying keeps the text', async () => {
    const { onClose, documents } = await setup();
    const before = (await documents.get(PATH)).data;
    await type('{"title": "rascunho"}');
    click(t.cancel);
    const ask = await screen.findByText(t.discardContent);
    const askDialog = ask.closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(askDialog).getByRole('button', { name: t.discardCancel }));
    await waitFor(() => expect(screen.queryByText(t.discardContent)).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect((await editor()).value).toBe('{"title": "rascunho"}');

    click(t.cancel);
    const again = (await screen.findByText(t.discardContent)).closest('[role="dialog"]');
    fireEvent.click(within(again as HTMLElement).getByRole('button', { name: t.discardOk }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect((await documents.get(PATH)).data).toEqual(before);
  });

  it('Escape asks the same question when the text was edited', async () => {
    const { onClose } = await setup();
    await type('{"title": "rascunho"}');
    fireEvent.keyDown(await editor(), { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(await screen.findByText(t.discardContent)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
