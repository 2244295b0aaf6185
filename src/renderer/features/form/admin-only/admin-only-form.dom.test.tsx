import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { render } from '../../../test-support/render';
import { App, ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import type { FormDefinition } from '../../../../shared/forms/field-definition';
import { configFormFor } from '../../../../shared/forms/definitions/config/config-documents';
import { defaultLocalProfile } from '../../../../shared/settings/profile';
import { texts } from '../../../../shared/texts/pt-BR';
import type { ConsoleUser, DataPorts, DocumentData } from '../../../data/ports';
import { OpenedDataProvider } from '../../../data/provider';
import { createTestLocalPorts } from '../../../test-support/local-ports';
import { BridgeContext } from '../../../bridge/bridge-context';
import { UploadQueueProvider } from '../../uploads/upload-queue-context';
import { createFakeBridge } from '../../../../../tests/support/fake-bridge';
import { DocumentForm } from '../document-form/document-form';

// antd's injected style sheets make the per-element visibility check very slow under jsdom.
vi.setConfig({ testTimeout: 60_000 });

const t = texts.adminOnly;
const STORE = 'project/demo/config/store';
const TRAMONTINA = 'project/demo/config/tramontina';

const userWith = (claims: Record<string, unknown>): ConsoleUser => ({
  id: 'u1',
  email: 'ana@loja.com.br',
  displayName: 'Ana',
  phoneNumber: null,
  claims,
});
const staff = userWith({ staff: true });
const admin = userWith({ staff: true, admin: true });

const form = (docId: string): FormDefinition => {
  const definition = configFormFor(docId);
  if (!definition) throw new Error(`no form for ${docId}`);
  return definition;
};

let dispose: (() => Promise<void>) | null = null;
afterEach(async () => {
  await dispose?.();
  dispose = null;
});

/** The real local store (saves report their version), viewed by `user`. */
async function open(
  docId: string,
  user: ConsoleUser,
  documents: Record<string, DocumentData>,
): Promise<DataPorts> {
  const ports = await createTestLocalPorts(
    Object.entries(documents).map(([path, data]) => ({ path, data })),
  );
  dispose = ports.dispose;
  render(
    <ConfigProvider locale={ptBR} theme={{ token: { motion: false } }}>
      <App>
        <BridgeContext.Provider value={createFakeBridge().bridge}>
          <OpenedDataProvider
            ports={ports}
            user={user}
            profile={defaultLocalProfile()}
            activeProjectId="demo"
          >
            <UploadQueueProvider>
              <DocumentForm
                definition={form(docId)}
                projectId="demo"
                collection="config"
                docId={docId}
              />
            </UploadQueueProvider>
          </OpenedDataProvider>
        </BridgeContext.Provider>
      </App>
    </ConfigProvider>,
  );
  return ports;
}

const storeData = { name: 'Loja Demo', adminEmails: 'ana@loja.com.br' };
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const described = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
/** The form ignores edits in its first 100 ms after a load (it is settling). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 150)));

describe('admin-only fields', () => {
  it('are read-only for a viewer without the privileged claim, saying why', async () => {
    const ports = await open('store', staff, { [STORE]: storeData });
    await screen.findByDisplayValue('Loja Demo');
    await settle();
    const emails = input('E-mails dos administradores');
    expect(emails.readOnly).toBe(true);
    expect(described(emails)).toContain(t.field);
    expect(described(emails)).toContain('Separe vários endereços por vírgula.');
    // The rest of the document stays editable, and saves without touching the admin field.
    expect(input('Nome da loja').readOnly).toBe(false);
    fireEvent.change(input('Nome da loja'), { target: { value: 'Loja Nova' } });
    await waitFor(async () =>
      expect((await ports.documents.get(STORE)).data).toMatchObject({
        name: 'Loja Nova',
        adminEmails: 'ana@loja.com.br',
      }),
    );
  });

  it('are editable for a privileged viewer, with no note', async () => {
    await open('store', admin, { [STORE]: storeData });
    await screen.findByDisplayValue('Loja Demo');
    expect(input('E-mails dos administradores').readOnly).toBe(false);
    expect(screen.queryByText(t.field, { exact: false })).toBeNull();
  });

  it("follow the claim config/console names, not a fixed 'admin'", async () => {
    const console = { privilegedClaim: 'gerente' };
    await open('store', userWith({ staff: true, gerente: true }), {
      [STORE]: storeData,
      'project/demo/config/console': console,
    });
    await screen.findByDisplayValue('Loja Demo');
    await waitFor(() => expect(input('E-mails dos administradores').readOnly).toBe(false));
  });

  it("are read-only to 'admin' where the project names another claim", async () => {
    await open('store', admin, {
      [STORE]: storeData,
      'project/demo/config/console': { privilegedClaim: 'gerente' },
    });
    await screen.findByDisplayValue('Loja Demo');
    await waitFor(() => expect(input('E-mails dos administradores').readOnly).toBe(true));
  });
});

describe('admin-only documents', () => {
  const credentials = { customerCode: 'C-991', username: 'loja', password: 'segredo' };

  it('show every field read-only to a viewer without the claim, with the reason once', async () => {
    await open('tramontina', staff, { [TRAMONTINA]: credentials });
    await screen.findByDisplayValue('C-991');
    expect(screen.getByText(t.document)).toBeTruthy();
    for (const label of ['Código do cliente', 'Usuário', 'Senha', 'URL da API'])
      expect(input(label).readOnly).toBe(true);
  });

  it('are edited by a privileged viewer', async () => {
    const ports = await open('tramontina', admin, { [TRAMONTINA]: credentials });
    await screen.findByDisplayValue('C-991');
    await settle();
    expect(screen.queryByText(t.document)).toBeNull();
    fireEvent.change(input('Usuário'), { target: { value: 'loja-sp' } });
    await waitFor(async () =>
      expect((await ports.documents.get(TRAMONTINA)).data).toMatchObject({
        username: 'loja-sp',
      }),
    );
  });
});
