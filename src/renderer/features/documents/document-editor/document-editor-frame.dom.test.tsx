import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { texts } from '../../../../shared/texts/pt-BR';
import type { DataPorts } from '../../../data/ports';
import { createTestLocalPorts } from '../../../test-support/local-ports';
import { DocumentEditorFrame } from './document-editor-frame';
import { renderWithApp } from '../../../test-support/render-with-app';

vi.setConfig({ testTimeout: 60_000 });

const t = texts.documentEditor;
const PATH = 'project/demo/category/panelas';
const created = new Date('2024-03-01T10:00:00.000Z');
const updated = new Date('2024-05-02T12:30:00.000Z');

const seed = [
  {
    path: PATH,
    data: {
      name: 'Panelas',
      parent: 'cozinha',
      tags: ['inox', 'tampa'],
      nested: { depth: { n: 2 } },
      createdAt: { __date: created.toISOString() },
      updatedAt: { __date: updated.toISOString() },
    },
  },
  { path: 'project/demo/category/tomada', data: { name: 'Já existe' } },
  { path: 'project/demo', data: { name: 'Demonstração' } },
  { path: 'project/outlet', data: { name: 'Outlet' } },
];

let ports: DataPorts | null = null;
afterEach(async () => {
  vi.useRealTimers();
  await ports?.dispose();
  ports = null;
});

async function setup() {
  ports = await createTestLocalPorts(seed);
  const onOpenCopy = vi.fn();
  const onDeleted = vi.fn();
  const view = renderWithApp({
    '/': (
      <DocumentEditorFrame
        documents={ports.documents}
        projectId="demo"
        collection="category"
        docId="panelas"
        onOpenCopy={onOpenCopy}
        onDeleted={onDeleted}
      >
        <p>formulário do documento</p>
      </DocumentEditorFrame>
    ),
  });
  await screen.findByRole('heading', { name: 'Panelas' });
  return { ...view, documents: ports.documents, onOpenCopy, onDeleted };
}

const dialog = () => screen.findByRole('dialog');

describe('DocumentEditorFrame: title and path', () => {
  it('shows the title, the path, and says Copiado! for one second after copying it', async () => {
    const writeText = vi.fn(async () => {});
    Object.assign(navigator, { clipboard: { writeText } });
    await setup();
    expect(screen.getByLabelText(t.frame.pathLabel).textContent).toBe('demo/category/panelas');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: t.frame.copyPath })));
    expect(writeText).toHaveBeenCalledWith('demo/category/panelas');
    expect(screen.getByText(t.frame.copied)).toBeTruthy();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText(t.frame.copied)).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(t.frame.copied)).toBeNull();
  });

  it('says so in pt-BR when the clipboard refuses, and never shows Copiado!', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    Object.assign(navigator, {
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    await setup();
    fireEvent.click(screen.getByRole('button', { name: t.frame.copyPath }));
    expect(await screen.findByText(t.frame.copyPathFailed)).toBeTruthy();
    expect(screen.queryByText(t.frame.copied)).toBeNull();
    warn.mockRestore();
  });

  it('falls back to the name, then the id, and follows the document live', async () => {
    const view = await setup();
    await act(() => view.documents.set(PATH, { title: 'Panelas e caçarolas' }, { merge: true }));
    expect(await screen.findByRole('heading', { name: 'Panelas e caçarolas' })).toBeTruthy();
    await act(() => view.documents.set(PATH, { other: 1 }));
    expect(await screen.findByRole('heading', { name: 'panelas' })).toBeTruthy();
  });
});

describe('DocumentEditorFrame: Apagar', () => {
  it('asks, deletes, shows Registro apagado, and Recriar registro restores the data', async () => {
    const view = await setup();
    fireEvent.click(screen.getByRole('button', { name: t.frame.delete }));
    const confirm = await dialog();
    expect(confirm.textContent).toContain('Deseja realmente apagar o registro?');
    // The record is named: its collection's pt-BR name and its title.
    expect(confirm.textContent).toContain(texts.labels.deleteWhich('Categoria', 'Panelas'));
    fireEvent.click(within(confirm).getByRole('button', { name: t.frame.deleteOk }));

    expect(await screen.findByText('Registro apagado')).toBeTruthy();
    expect(screen.queryByText('formulário do documento')).toBeNull();
    expect(view.onDeleted).toHaveBeenCalledTimes(1);
    expect((await view.documents.get(PATH)).exists).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: t.frame.recreate }));
    expect(await screen.findByText('formulário do documento')).toBeTruthy();
    const back = await view.documents.get(PATH);
    expect(back.exists).toBe(true);
    const { updatedAt, ...rest } = back.data!;
    expect(rest).toEqual({
      name: 'Panelas',
      parent: 'cozinha',
      tags: ['inox', 'tampa'],
      nested: { depth: { n: 2 } },
      createdAt: created,
    });
    // A fresh stamp, so an editor still holding the old version cannot save over it unseen.
    expect(updatedAt).toBeInstanceOf(Date);
    expect((updatedAt as Date).getTime()).not.toBe(updated.getTime());
  });

  it('deletes nothing when the question is cancelled', async () => {
    const view = await setup();
    fireEvent.click(screen.getByRole('button', { name: t.frame.delete }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: t.frame.deleteCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await view.documents.get(PATH)).exists).toBe(true);
    expect(screen.getByText('formulário do documento')).toBeTruthy();
    expect(view.onDeleted).not.toHaveBeenCalled();
  });

  it('never clobbers a document created at that path after the delete', async () => {
    const view = await setup();
    fireEvent.click(screen.getByRole('button', { name: t.frame.delete }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: t.frame.deleteOk }));
    await screen.findByText('Registro apagado');
    await view.documents.set(PATH, { name: 'Criado por outra pessoa' });

    fireEvent.click(screen.getByRole('button', { name: t.frame.recreate }));
    expect(await screen.findByText('Já existe um documento com esse ID')).toBeTruthy();
    expect((await view.documents.get(PATH)).data).toEqual({ name: 'Criado por outra pessoa' });
    expect(screen.getByText('Registro apagado')).toBeTruthy();
  });

  it('keeps the document and the editor when the delete fails', async () => {
    const view = await setup();
    vi.spyOn(view.documents, 'delete').mockRejectedValueOnce(new Error('sem permissão'));
    fireEvent.click(screen.getByRole('button', { name: t.frame.delete }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: t.frame.deleteOk }));
    expect(await screen.findByText('Erro ao apagar o registro: sem permissão')).toBeTruthy();
    expect(screen.queryByText('Registro apagado')).toBeNull();
    expect(screen.getByText('formulário do documento')).toBeTruthy();
    expect((await view.documents.get(PATH)).exists).toBe(true);
  });
});

describe('DocumentEditorFrame: Copiar', () => {
  async function openCopy() {
    const view = await setup();
    fireEvent.click(screen.getByRole('button', { name: t.frame.copy }));
    const panel = await dialog();
    return { ...view, panel };
  }

  const chooseProject = async (panel: HTMLElement, label: string) => {
    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: t.copy.targetProject }));
    const options = await screen.findAllByTitle(label);
    fireEvent.click(options[options.length - 1]);
  };

  it('copies to a new id in another project with fresh timestamps, then offers to open it', async () => {
    const { panel, documents, onOpenCopy } = await openCopy();
    fireEvent.change(within(panel).getByLabelText(t.copy.newId), {
      target: { value: 'panelas-2' },
    });
    await chooseProject(panel, 'Outlet (outlet)');
    fireEvent.click(within(panel).getByRole('button', { name: t.copy.submit }));
    expect(await within(panel).findByText(t.copy.done)).toBeTruthy();

    const copy = await documents.get('project/outlet/category/panelas-2');
    const { createdAt, updatedAt, ...rest } = copy.data!;
    expect(rest).toEqual({
      name: 'Panelas',
      parent: 'cozinha',
      tags: ['inox', 'tampa'],
      nested: { depth: { n: 2 } },
    });
    expect((createdAt as Date).getTime()).not.toBe(created.getTime());
    expect(updatedAt).toBeInstanceOf(Date);
    // The source is untouched.
    expect((await documents.get(PATH)).data!.updatedAt).toEqual(updated);

    fireEvent.click(within(panel).getByRole('button', { name: t.copy.open }));
    expect(onOpenCopy).toHaveBeenCalledWith('outlet', 'panelas-2');
  });

  it('refuses a taken id and writes nothing', async () => {
    const { panel, documents } = await openCopy();
    fireEvent.change(within(panel).getByLabelText(t.copy.newId), { target: { value: 'tomada' } });
    fireEvent.click(within(panel).getByRole('button', { name: t.copy.submit }));
    expect(await within(panel).findByText('Já existe um documento com esse ID')).toBeTruthy();
    expect((await documents.get('project/demo/category/tomada')).data).toEqual({
      name: 'Já existe',
    });
  });

  it('refuses an id with a slash with a pt-BR message and writes nothing', async () => {
    const { panel, documents } = await openCopy();
    fireEvent.change(within(panel).getByLabelText(t.copy.newId), { target: { value: 'a/b' } });
    fireEvent.click(within(panel).getByRole('button', { name: t.copy.submit }));
    expect(await within(panel).findByText(texts.forms.create.idHasSlash('Novo ID'))).toBeTruthy();
    expect(await documents.query('project/demo/category')).toHaveLength(2);
  });

  it('generates an id when none is given, in the current project by default', async () => {
    const { panel, documents, onOpenCopy } = await openCopy();
    fireEvent.click(within(panel).getByRole('button', { name: t.copy.submit }));
    await within(panel).findByText(t.copy.done);
    const all = await documents.query('project/demo/category');
    const fresh = all.find((doc) => doc.id !== 'panelas' && doc.id !== 'tomada')!;
    expect(fresh.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(fresh.data!.name).toBe('Panelas');
    fireEvent.click(within(panel).getByRole('button', { name: t.copy.open }));
    expect(onOpenCopy).toHaveBeenCalledWith('demo', fresh.id);
  });
});
