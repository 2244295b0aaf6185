import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from '../../../test-support/render';
import { App, ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import { StrictMode, createRef, type ReactNode } from 'react';
import type { SeedData } from '../../../../shared/data/seed';
import type { FormDefinition } from '../../../../shared/forms/field-definition';
import { defaultLocalProfile } from '../../../../shared/settings/profile';
import { texts } from '../../../../shared/texts/pt-BR';
import { serverTimestamp, type DataPorts, type DocumentStore } from '../../../data/ports';
import { DataProvider, useDataSession } from '../../../data/provider';
import { createTestLocalPorts } from '../../../test-support/local-ports';
import { DocumentForm, type DocumentFormController } from './document-form';

// antd's injected style sheets make the per-element visibility check very slow under jsdom.
vi.setConfig({ testTimeout: 60_000 });

const t = texts.forms;
const PATH = 'project/demo/category/panelas';
const loadedAt = new Date('2026-05-02T12:30:00.000Z');

const definition: FormDefinition = {
  collection: 'category',
  title: 'Categorias',
  fields: [
    { type: 'text', name: 'name', title: 'Nome' },
    { type: 'text', name: 'sku', title: 'SKU' },
    { type: 'textarea', name: 'description', title: 'Descrição' },
  ],
};

const seedDoc = (stamped = true) => ({
  path: PATH,
  data: {
    name: 'Panela',
    sku: 'A1',
    description: 'Inox',
    hidden: { kept: true },
    ...(stamped ? { updatedAt: { __date: loadedAt.toISOString() } } : {}),
  },
});

/** The real local store, with writes that a test can hold or fail. */
function controlledStore(real: DocumentStore) {
  let gate: Promise<void> | null = null;
  const failures: Error[] = [];
  let watchFailure: Error | null = null;
  const writes: { data: Record<string, unknown>; ifUpdatedAt: unknown }[] = [];
  const documents: DocumentStore = {
    get: (path) => real.get(path),
    async set(path, data, options) {
      writes.push({ data, ifUpdatedAt: options?.ifUpdatedAt });
      const failure = failures.shift();
      if (failure) throw failure;
      if (gate) await gate;
      return real.set(path, data, options);
    },
    add: (path, data) => real.add(path, data),
    delete: (path) => real.delete(path),
    query: (path, spec) => real.query(path, spec),
    watchDocument(path, onNext, onError) {
      const failure = watchFailure;
      if (failure) {
        // Like the adapters: nothing arrives after unsubscribe.
        let active = true;
        queueMicrotask(() => active && onError?.(failure));
        return () => (active = false);
      }
      return real.watchDocument(path, onNext, onError);
    },
    watchQuery: (path, spec, onNext, onError) => real.watchQuery(path, spec, onNext, onError),
    batch: () => real.batch(),
  };
  return {
    documents,
    writes,
    failNextWrite: (error = new Error('sem conexão')) => failures.push(error),
    failWatches: (error: Error | null) => (watchFailure = error),
    /** Holds writes until the returned function is called. */
    hold() {
      let release!: () => void;
      gate = new Promise<void>((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
  };
}

function Ready({ children }: { children: ReactNode }) {
  return useDataSession().status === 'ready' ? <>{children}</> : null;
}

let ports: DataPorts | null = null;
afterEach(async () => {
  vi.useRealTimers();
  await ports?.dispose();
  ports = null;
});

type Props = Partial<Parameters<typeof DocumentForm>[0]>;

async function setup(
  seed: SeedData['documents'] = [seedDoc()],
  props: Props = {},
  { watchFailure }: { watchFailure?: Error } = {},
) {
  ports = await createTestLocalPorts(seed);
  const control = controlledStore(ports.documents);
  if (watchFailure) control.failWatches(watchFailure);
  const wrapped: DataPorts = { ...ports, documents: control.documents, dispose: async () => {} };
  const onPendingChange = vi.fn();
  const controllerRef = createRef<DocumentFormController>();
  const element = (extra: Props = {}) => (
    // StrictMode as in the app: effects mount, unmount and mount again.
    <StrictMode>
      <ConfigProvider locale={ptBR} theme={{ token: { motion: false } }}>
        <App>
          <DataProvider
            profile={defaultLocalProfile()}
            activeProjectId="demo"
            loadSeed={async () => ({ documents: [] })}
            createPorts={async () => wrapped}
          >
            <Ready>
              <DocumentForm
                definition={definition}
                projectId="demo"
                collection="category"
                docId="panelas"
                onPendingChange={onPendingChange}
                controllerRef={controllerRef}
                {...props}
                {...extra}
              />
            </Ready>
          </DataProvider>
        </App>
      </ConfigProvider>
    </StrictMode>
  );
  const view = render(element());
  return {
    ...view,
    ...control,
    real: ports.documents,
    onPendingChange,
    controllerRef,
    rerenderWith: (extra: Props) => view.rerender(element(extra)),
  };
}

const bar = () => screen.getByRole('region', { name: t.bottomBar.label });
const statusText = () => within(bar()).getByRole('status').textContent;
const waitStatus = (text: string) => waitFor(() => expect(statusText()).toBe(text));
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });
const stored = async (documents: DocumentStore, path = PATH) => (await documents.get(path)).data;

/** Waits out the spec's 100 ms after a load, when edits are the form settling. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 150)));

async function loaded() {
  await screen.findByDisplayValue('Panela');
  await settle();
}

describe('DocumentForm: an existing document', () => {
  it('shows a skeleton, then the fields, the status and the editor buttons', async () => {
    const onOpenJsonEditor = vi.fn();
    const onOpenAiEditor = vi.fn();
    const { container } = await setup(undefined, { onOpenJsonEditor, onOpenAiEditor });
    await waitFor(() => expect(container.querySelector('.ant-skeleton')).not.toBeNull());
    await screen.findByDisplayValue('Panela');
    expect(container.querySelector('.ant-skeleton')).toBeNull();
    expect(input('SKU').value).toBe('A1');
    expect(statusText()).toBe('Salvo');
    fireEvent.click(within(bar()).getByRole('button', { name: 'JSON Editor' }));
    fireEvent.click(within(bar()).getByRole('button', { name: 'AI Editor' }));
    expect(onOpenJsonEditor).toHaveBeenCalledTimes(1);
    expect(onOpenAiEditor).toHaveBeenCalledTimes(1);
    expect(within(bar()).queryByRole('button', { name: /Salvar/ })).toBeNull();
  });

  it('says clearly when the document does not exist', async () => {
    await setup([], { docId: 'nada' });
    expect(await screen.findByText('Documento não encontrado')).toBeTruthy();
    expect(screen.getByText('Não existe documento em project/demo/category/nada.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: t.bottomBar.label })).toBeNull();
  });

  it('shows a load failure with a retry that loads the document', async () => {
    const { failWatches } = await setup(
      undefined,
      {},
      { watchFailure: new Error('permissão negada') },
    );
    expect(await screen.findByText('Erro ao carregar documento: permissão negada')).toBeTruthy();
    failWatches(null);
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByDisplayValue('Panela')).toBeTruthy();
    expect(statusText()).toBe('Salvo');
  });

  it('saves the first edit at once: Salvando... then Salvo, with the value stored', async () => {
    const { real, writes, onPendingChange } = await setup();
    await loaded();
    type('Nome', 'Panela Nova');
    expect(statusText()).toBe('Salvando...');
    expect(onPendingChange).toHaveBeenLastCalledWith(true);
    await waitStatus('Salvo');
    expect(onPendingChange).toHaveBeenLastCalledWith(false);
    const data = await stored(real);
    expect(data).toMatchObject({ name: 'Panela Nova', sku: 'A1', hidden: { kept: true } });
    expect((data!.updatedAt as Date).getTime()).toBeGreaterThan(loadedAt.getTime());
    // A full write over the loaded version, precondition = its updatedAt.
    expect(writes[0]!.ifUpdatedAt).toEqual(loadedAt);
  });

  it('debounces later edits by 3 s: Alterações pendentes, then one save', async () => {
    const { real, writes } = await setup();
    await loaded();
    type('Nome', 'Panela 1');
    await waitStatus('Salvo');
    const firstStamp = (await stored(real))!.updatedAt;

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    type('Nome', 'Panela 2');
    expect(statusText()).toBe('Alterações pendentes');
    act(() => vi.advanceTimersByTime(2000));
    type('Nome', 'Panela 3');
    act(() => vi.advanceTimersByTime(2999));
    expect(writes).toHaveLength(1);
    expect(statusText()).toBe('Alterações pendentes');
    act(() => vi.advanceTimersByTime(1));
    expect(writes).toHaveLength(2);
    vi.useRealTimers();
    await waitStatus('Salvo');
    expect((await stored(real))!.name).toBe('Panela 3');
    // The second save carried the updatedAt the first one produced: no false conflict.
    expect(writes[1]!.ifUpdatedAt).toEqual(firstStamp);
  });

  it('saves nothing in the first 100 ms after load, yet saves what was typed in them once they end', async () => {
    // The clock stands still: the edit lands in the very millisecond of the load.
    vi.useFakeTimers({ toFake: ['Date'] });
    const { writes } = await setup();
    await screen.findByDisplayValue('Panela');
    type('Nome', 'Panela digitada na hora');
    // Fields settling after a load are not saved for (spec 01)...
    expect(statusText()).toBe('Salvo');
    expect(writes).toHaveLength(0);
    // ...but a value still changed when the settle time ends is the user's: it is saved.
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    await waitStatus('Salvo');
    expect(writes.map((write) => write.data.name)).toEqual(['Panela digitada na hora']);
  });

  it('a failed save shows Erro ao salvar and why, keeps the edit, logs it, and retries on demand', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { real, failNextWrite, onPendingChange } = await setup();
    await loaded();
    failNextWrite(new Error('sem conexão'));
    type('Nome', 'Panela Offline');
    await waitStatus('Erro ao salvar');
    expect(within(bar()).getByText('sem conexão')).toBeTruthy();
    expect(log).toHaveBeenCalledWith(
      'Erro ao salvar',
      expect.objectContaining({ message: 'sem conexão' }),
    );
    expect(input('Nome').value).toBe('Panela Offline');
    expect(onPendingChange).toHaveBeenLastCalledWith(true);
    expect((await stored(real))!.name).toBe('Panela');

    fireEvent.click(within(bar()).getByRole('button', { name: 'Tentar novamente' }));
    await waitStatus('Salvo');
    expect(within(bar()).queryByText('sem conexão')).toBeNull();
    expect((await stored(real))!.name).toBe('Panela Offline');
    log.mockRestore();
  });

  it('a failed save retries on the next edit', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { real, failNextWrite, controllerRef } = await setup();
    await loaded();
    failNextWrite();
    type('Nome', 'Panela A');
    await waitStatus('Erro ao salvar');
    type('SKU', 'B9');
    expect(statusText()).toBe('Alterações pendentes');
    await act(() => controllerRef.current!.flush());
    await waitStatus('Salvo');
    expect(await stored(real)).toMatchObject({ name: 'Panela A', sku: 'B9' });
    log.mockRestore();
  });

  it('shows a newer stored version while the user has no edits', async () => {
    const { real } = await setup();
    await loaded();
    await act(() =>
      real.set(PATH, { name: 'Panela do colega', sku: 'A1', updatedAt: serverTimestamp() }),
    );
    expect(await screen.findByDisplayValue('Panela do colega')).toBeTruthy();
    expect(statusText()).toBe('Salvo');
    // Editing afterwards saves over the colleague's version without a conflict.
    await settle();
    type('SKU', 'C3');
    await waitStatus('Salvo');
    expect(await stored(real)).toMatchObject({ name: 'Panela do colega', sku: 'C3' });
  });
});

/** Each input as it enters the page: its label's target id and the value it had then. */
function recordInsertedInputs() {
  const inserted: { id: string; value: string }[] = [];
  let skeletons = 0;
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        const inputs = node.matches('input') ? [node] : [...node.querySelectorAll('input')];
        for (const element of inputs as HTMLInputElement[]) {
          inserted.push({ id: element.id, value: element.value });
        }
        if (node.matches('.ant-skeleton') || node.querySelector('.ant-skeleton')) skeletons++;
      }
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { inserted, skeletons: () => skeletons, stop: () => observer.disconnect() };
}

describe('DocumentForm: values are there before the user can type', () => {
  it('every input enters the page holding its stored value, never empty first', async () => {
    const record = recordInsertedInputs();
    await setup();
    await loaded();
    record.stop();
    const byLabel = (label: string) => record.inserted.filter((r) => r.id === input(label).id);
    expect(byLabel('Nome').map((r) => r.value)).toEqual(['Panela']);
    expect(byLabel('SKU').map((r) => r.value)).toEqual(['A1']);
  });

  it('started from the snapshot its screen read: no skeleton, the values at once, and it saves', async () => {
    const snapshot = {
      id: 'panelas',
      path: PATH,
      exists: true,
      data: { ...seedDoc().data, updatedAt: loadedAt },
    };
    const record = recordInsertedInputs();
    const { real } = await setup(undefined, { initialSnapshot: snapshot });
    await screen.findByDisplayValue('Panela');
    await settle();
    record.stop();
    expect(record.skeletons()).toBe(0);
    expect(record.inserted.filter((r) => r.id === input('Nome').id).map((r) => r.value)).toEqual(
      // StrictMode renders the fields twice; each time with the value.
      expect.arrayContaining(['Panela']),
    );
    expect(record.inserted.every((r) => r.value !== '')).toBe(true);
    type('SKU', 'B2');
    await waitStatus('Salvo');
    expect(await stored(real)).toMatchObject({ name: 'Panela', sku: 'B2' });
  });
});

describe('DocumentForm: a concurrent change by someone else', () => {
  /** I edit Nome and Descrição; meanwhile a colleague stores Nome and SKU. */
  async function conflict() {
    const view = await setup();
    await loaded();
    const release = view.hold();
    type('Nome', 'Panela Minha');
    type('Descrição', 'Minha descrição');
    const current = await stored(view.real);
    await act(() =>
      view.real.set(PATH, {
        ...current,
        name: 'Panela Deles',
        sku: 'B2',
        updatedAt: serverTimestamp(),
      }),
    );
    release();
    const dialog = await screen.findByRole('dialog', { name: t.conflict.title });
    expect(statusText()).toBe(t.status.conflict);
    // Nothing was overwritten.
    expect(await stored(view.real)).toMatchObject({
      name: 'Panela Deles',
      sku: 'B2',
      description: 'Inox',
    });
    return { ...view, dialog };
  }

  it('shows both versions field by field', async () => {
    const { dialog, onPendingChange } = await conflict();
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Campo',
      'Sua versão',
      'Versão salva por outra pessoa',
      'Usar na mescla',
    ]);
    const rowOf = (label: string) =>
      within(dialog)
        .getByRole('rowheader', { name: new RegExp(`^${label}`) })
        .closest('tr')!;
    expect(within(rowOf('Nome')).getByText('Panela Minha')).toBeTruthy();
    expect(within(rowOf('Nome')).getByText('Panela Deles')).toBeTruthy();
    expect(within(rowOf('Nome')).getByText(t.conflict.changedByBoth)).toBeTruthy();
    expect(within(rowOf('SKU')).getByText(t.conflict.changedByThem)).toBeTruthy();
    expect(within(rowOf('Descrição')).getByText(t.conflict.changedByMe)).toBeTruthy();
    expect(onPendingChange).toHaveBeenLastCalledWith(true);
  });

  it('keep mine writes my version over theirs', async () => {
    const { real, dialog, writes } = await conflict();
    const theirs = (await stored(real))!.updatedAt;
    fireEvent.click(within(dialog).getByRole('button', { name: t.conflict.keepMine }));
    await waitStatus('Salvo');
    expect(await stored(real)).toMatchObject({
      name: 'Panela Minha',
      sku: 'A1',
      description: 'Minha descrição',
      hidden: { kept: true },
    });
    expect(writes.at(-1)!.ifUpdatedAt).toEqual(theirs);
  });

  it('take theirs resets the form to the stored version and writes nothing', async () => {
    const { real, dialog, writes } = await conflict();
    const before = writes.length;
    fireEvent.click(within(dialog).getByRole('button', { name: t.conflict.takeTheirs }));
    await waitStatus('Salvo');
    expect(input('Nome').value).toBe('Panela Deles');
    expect(input('SKU').value).toBe('B2');
    expect(input('Descrição').value).toBe('Inox');
    expect(writes).toHaveLength(before);
    expect(await stored(real)).toMatchObject({
      name: 'Panela Deles',
      sku: 'B2',
      description: 'Inox',
    });
  });

  it('merge keeps both sides changes and follows the per-field choice', async () => {
    const { real, dialog } = await conflict();
    fireEvent.click(within(dialog).getByRole('radio', { name: t.conflict.chooseTheirs('Nome') }));
    fireEvent.click(within(dialog).getByRole('button', { name: t.conflict.merge }));
    await waitStatus('Salvo');
    expect(await stored(real)).toMatchObject({
      name: 'Panela Deles',
      sku: 'B2',
      description: 'Minha descrição',
    });
    expect(input('Descrição').value).toBe('Minha descrição');
  });

  it('merge with my choice for the contested field', async () => {
    const { real, dialog } = await conflict();
    fireEvent.click(within(dialog).getByRole('radio', { name: t.conflict.chooseMine('Nome') }));
    fireEvent.click(within(dialog).getByRole('button', { name: t.conflict.merge }));
    await waitStatus('Salvo');
    expect(await stored(real)).toMatchObject({
      name: 'Panela Minha',
      sku: 'B2',
      description: 'Minha descrição',
    });
  });

  it('closing the view keeps the conflict (no autosave) until the user chooses', async () => {
    const { real, dialog, writes } = await conflict();
    const before = writes.length;
    fireEvent.click(within(dialog).getByRole('button', { name: /close|fechar/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    type('SKU', 'Z9');
    expect(writes).toHaveLength(before);
    expect(statusText()).toBe(t.status.conflict);
    fireEvent.click(within(bar()).getByRole('button', { name: t.bottomBar.resolveConflict }));
    const again = await screen.findByRole('dialog', { name: t.conflict.title });
    fireEvent.click(within(again).getByRole('button', { name: t.conflict.keepMine }));
    await waitStatus('Salvo');
    expect((await stored(real))!.sku).toBe('Z9');
  });

  it('a document deleted meanwhile can be recreated with my version', async () => {
    const view = await setup();
    await loaded();
    const release = view.hold();
    type('Nome', 'Panela Minha');
    await act(() => view.real.delete(PATH));
    release();
    const dialog = await screen.findByRole('dialog', { name: t.conflict.title });
    expect(within(dialog).getByText(t.conflict.deletedIntro)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: t.conflict.recreateMine }));
    await waitStatus('Salvo');
    expect(await stored(view.real)).toMatchObject({ name: 'Panela Minha', sku: 'A1' });
  });
});

describe('DocumentForm: creating a document', () => {
  const withId: FormDefinition = {
    collection: 'segments',
    title: 'Segmentos',
    fields: [
      { type: 'text', name: 'id', title: 'Código' },
      { type: 'text', name: 'name', title: 'Nome' },
      { type: 'text', name: 'status', title: 'Status' },
    ],
    newDocumentDefaults: { status: 'draft' },
  };
  const existing = {
    path: 'project/demo/segments/vip',
    data: { id: 'vip', name: 'Clientes VIP' },
  };

  async function creating(onCreated?: (id: string) => void, form = withId) {
    return setup([existing], {
      definition: form,
      collection: form.collection,
      docId: null,
      onCreated,
    });
  }
  const createButton = () => within(bar()).getByRole('button', { name: 'Salvar segments' });

  it('starts from the defaults, with the create button and no status', async () => {
    await creating(vi.fn());
    expect(((await screen.findByLabelText('Status')) as HTMLInputElement).value).toBe('draft');
    expect(input('Código').readOnly).toBe(false);
    expect(createButton()).toBeTruthy();
    expect(within(bar()).queryByRole('status')).toBeNull();
    expect(within(bar()).queryByRole('button', { name: 'JSON Editor' })).toBeNull();
  });

  it('refuses an empty id: Preencha o campo {title}', async () => {
    const onCreated = vi.fn();
    const { real } = await creating(onCreated);
    await screen.findByLabelText('Código');
    type('Nome', 'Novos clientes');
    fireEvent.click(createButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Preencha o campo Código');
    expect(onCreated).not.toHaveBeenCalled();
    expect(await real.query('project/demo/segments')).toHaveLength(1);
  });

  it('refuses an id that exists: Já existe um documento com esse {title}', async () => {
    const onCreated = vi.fn();
    const { real } = await creating(onCreated);
    await screen.findByLabelText('Código');
    type('Código', 'vip');
    type('Nome', 'Outro nome');
    fireEvent.click(createButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Já existe um documento com esse Código',
    );
    expect(onCreated).not.toHaveBeenCalled();
    expect(await stored(real, existing.path)).toEqual(existing.data);
  });

  it('refuses an id with a slash before touching the store', async () => {
    const { writes } = await creating(vi.fn());
    await screen.findByLabelText('Código');
    type('Código', 'a/b');
    fireEvent.click(createButton());
    expect((await screen.findByRole('alert')).textContent).toContain('não pode conter "/"');
    expect(writes).toHaveLength(0);
  });

  it('creates with the typed id, defaults and timestamps, then calls onCreated', async () => {
    const onCreated = vi.fn();
    const { real, writes, onPendingChange } = await creating(onCreated);
    await screen.findByLabelText('Código');
    type('Código', 'novos');
    expect(onPendingChange).toHaveBeenLastCalledWith(true);
    type('Nome', 'Novos clientes');
    fireEvent.click(createButton());
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('novos'));
    expect(onPendingChange).toHaveBeenLastCalledWith(false);
    expect(writes[0]!.ifUpdatedAt).toBeNull();
    const data = await stored(real, 'project/demo/segments/novos');
    expect(data).toMatchObject({ id: 'novos', name: 'Novos clientes', status: 'draft' });
    expect(data!.createdAt).toBeInstanceOf(Date);
    expect(data!.updatedAt).toBeInstanceOf(Date);
  });

  it('creates with a generated id when the form has no id field', async () => {
    const onCreated = vi.fn();
    const noId: FormDefinition = { ...withId, fields: withId.fields.slice(1) };
    const { real } = await creating(onCreated, noId);
    await screen.findByLabelText('Nome');
    type('Nome', 'Gerado');
    fireEvent.click(createButton());
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    const id = onCreated.mock.calls[0]![0] as string;
    expect(await stored(real, `project/demo/segments/${id}`)).toMatchObject({
      name: 'Gerado',
      status: 'draft',
    });
  });

  it('without onCreated, switches itself to the created document', async () => {
    await creating(undefined);
    await screen.findByLabelText('Código');
    type('Código', 'novo');
    fireEvent.click(createButton());
    await waitStatus('Salvo');
    expect(input('Código').readOnly).toBe(true);
  });
});
