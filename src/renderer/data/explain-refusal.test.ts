import { afterEach, describe, expect, it, vi } from 'vitest';
import { texts } from '../../shared/texts/pt-BR';
import {
  loadJsonDocument,
  saveJsonDocument,
} from '../features/documents/json-document-editor/load-json-document';
import { createTestLocalPorts } from '../test-support/local-ports';
import { DocumentSession } from '../document-session/document-session';
import { createFormStore } from '../document-session/form-store';
import { PanelEditRefusedError } from './audit-refusals';
import { AdminOnlyRefusedError, explainRefusal } from './explain-refusal';
import type { DataPorts, DocumentStore } from './ports';

const EMAIL = 'project/demo/config/email';
const refused = Object.assign(new Error(texts.firebase.permissionDenied), {
  code: 'permission-denied',
});

describe('explainRefusal', () => {
  it('tells a refusal over an admin-only field or document what needs an administrator', () => {
    const explained = explainRefusal(refused, EMAIL, { apiKey: 'a' }, { apiKey: 'b' });
    expect(explained).toBeInstanceOf(AdminOnlyRefusedError);
    expect((explained as Error).message).toBe(
      'Somente administradores podem alterar este campo (apiKey).',
    );
    expect((explained as Error).cause).toBe(refused);
    expect((explainRefusal(refused, 'project/demo/config/bling', {}, {}) as Error).message).toBe(
      'Somente administradores podem alterar este documento (bling).',
    );
  });

  it('leaves other failures, and refusals of anything else, as they were', () => {
    const offline = new Error('sem rede');
    expect(explainRefusal(offline, EMAIL, { apiKey: 'a' }, { apiKey: 'b' })).toBe(offline);
    // The admin-only field is unchanged: the refusal is about something else.
    expect(explainRefusal(refused, EMAIL, { apiKey: 'a' }, { apiKey: 'a', x: 1 })).toBe(refused);
    expect(explainRefusal(refused, 'project/demo/brand/x', {}, { apiKey: 'b' })).toBe(refused);
  });

  it("tells a refusal over a product's panel fields where they change, as the local store does", () => {
    const product = 'project/demo/product-data/1011';
    const explained = explainRefusal(refused, product, { Price: 10, Name: 'a' }, { Price: 9 });
    expect(explained).toBeInstanceOf(PanelEditRefusedError);
    expect((explained as Error).message).toBe(
      new PanelEditRefusedError(product, ['Price']).message,
    );
    expect((explained as Error).cause).toBe(refused);
    // A create names every panel field it sets; a refusal about other fields stays as it was.
    expect(
      (explainRefusal(refused, product, null, { Price: 1, Options: {} }) as PanelEditRefusedError)
        .fields,
    ).toEqual(['Price', 'Options']);
    expect(explainRefusal(refused, product, { Price: 10 }, { Price: 10, Name: 'b' })).toBe(refused);
    // The local store's own refusal already says it.
    const local = new PanelEditRefusedError(product, ['Price']);
    expect(explainRefusal(local, product, { Price: 10 }, { Price: 9 })).toBe(local);
  });
});

let ports: DataPorts | null = null;
afterEach(async () => {
  await ports?.dispose();
  ports = null;
});

describe('a JSON Editor save the store refuses', () => {
  /** The real local store, whose writes of config are refused as the rules would for staff. */
  async function refusingStore(): Promise<DocumentStore> {
    ports = await createTestLocalPorts([
      { path: EMAIL, data: { fromName: 'Loja', apiKey: 'segredo' } },
    ]);
    // The store's own methods (a class), but every write refused.
    return Object.assign(Object.create(ports.documents) as DocumentStore, {
      set: async () => {
        throw refused;
      },
    });
  }

  it('names the admin-only field the edit changed, once, in the save message', async () => {
    const documents = await refusingStore();
    const loaded = await loadJsonDocument(documents, EMAIL);
    if (!loaded.ok) throw new Error(loaded.message);
    const result = await saveJsonDocument(
      documents,
      EMAIL,
      '{ "fromName": "Loja", "apiKey": "outra" }',
      loaded.doc,
    );
    expect(result).toEqual({
      ok: false,
      message:
        'Erro ao salvar as alterações no Firestore: Somente administradores podem alterar este campo (apiKey).',
    });
  });

  it('keeps the plain refusal when no admin-only field changed', async () => {
    const documents = await refusingStore();
    const loaded = await loadJsonDocument(documents, EMAIL);
    if (!loaded.ok) throw new Error(loaded.message);
    expect(
      await saveJsonDocument(
        documents,
        EMAIL,
        '{ "fromName": "Outra", "apiKey": "segredo" }',
        loaded.doc,
      ),
    ).toEqual({ ok: false, message: texts.editors.jsonEditor.saveFailed(refused.message) });
  });
});

describe("a form's save the store refuses", () => {
  it('names the admin-only field in the error the bottom bar shows', async () => {
    ports = await createTestLocalPorts([
      { path: EMAIL, data: { fromName: 'Loja', apiKey: 'segredo' } },
    ]);
    const documents = Object.assign(Object.create(ports.documents) as DocumentStore, {
      set: async () => {
        throw refused;
      },
    });
    const store = createFormStore({});
    const session = new DocumentSession({ documents, path: EMAIL, store });
    const stop = session.start();
    // The autosave logs the failure; the test reads it from the state instead.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await vi.waitFor(() => expect(session.getState().load.status).toBe('ready'));
      // Past the form's settle time after a load, an edit the AI Editor could make.
      await new Promise((resolve) => setTimeout(resolve, 150));
      store.setValue(['apiKey'], 'outra');
      expect(await session.flush()).toBe(false);
      const { save } = session.getState();
      expect(save.status).toBe('error');
      expect((save.error as Error).message).toBe(
        'Somente administradores podem alterar este campo (apiKey).',
      );
    } finally {
      stop();
      logged.mockRestore();
    }
  });
});
