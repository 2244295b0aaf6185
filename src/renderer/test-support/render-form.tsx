import { type RenderResult } from '@testing-library/react';
import { render } from './render';
import { App, ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import type { ReactNode } from 'react';
import type { FieldDefinition } from '../../shared/forms/field-definition';
import type { DataPorts, DocumentStore } from '../data/ports';
import { defaultLocalProfile, type ConnectionProfile } from '../../shared/settings/profile';
import { BridgeContext } from '../bridge/bridge-context';
import type { AppBridge } from '../bridge/bridge';
import { OpenedDataProvider } from '../data/provider';
import { createFakePorts } from './fake-ports';
import { UploadQueueProvider } from '../features/uploads/upload-queue-context';
import type { UploadQueue } from '../features/uploads/upload-queue';
import { createFakeBridge } from '../../../tests/support/fake-bridge';
import { FormContext, type FormContextValue } from '../features/form/form-context';
import { FormFields } from '../features/form/form-fields';
import { createFormStore, type FormStore, type FormValues } from '../document-session/form-store';

dayjs.locale('pt-br');

/** Documents for tests that never read another collection: any read fails loudly. */
export const unusedDocuments = new Proxy({} as DocumentStore, {
  get(_target, name) {
    return () => {
      throw new Error(`DocumentStore.${String(name)} was not expected in this test`);
    };
  },
});

export interface RenderFormOptions {
  values?: FormValues;
  documents?: DocumentStore;
  projectId?: string;
  collection?: string;
  docId?: string | null;
  isNew?: boolean;
  renderEmbeddedDocument?: FormContextValue['renderEmbeddedDocument'];
  /** Ports for fields that upload or read files (fake ones by default). */
  ports?: DataPorts;
  bridge?: AppBridge;
  profile?: ConnectionProfile;
  uploadQueue?: UploadQueue;
  /** Render something else than the plain field list (e.g. a Profiler around it). */
  wrap?: (fields: ReactNode) => ReactNode;
}

/** A form as the app renders one: antd in pt-BR, a real form store, the form context. */
export function renderForm(
  fields: readonly FieldDefinition[],
  options: RenderFormOptions = {},
): RenderResult & { store: FormStore; context: FormContextValue } {
  const store = createFormStore(options.values ?? {});
  const context: FormContextValue = {
    store,
    documents: options.documents ?? unusedDocuments,
    projectId: options.projectId ?? 'demo',
    collection: options.collection ?? 'thing',
    docId: options.docId === undefined ? 'doc-1' : options.docId,
    isNew: options.isNew ?? false,
    renderEmbeddedDocument: options.renderEmbeddedDocument,
  };
  const list = <FormFields fields={fields} />;
  const result = render(
    <ConfigProvider locale={ptBR} theme={{ token: { motion: false } }}>
      <App>
        <BridgeContext.Provider value={options.bridge ?? createFakeBridge().bridge}>
          <OpenedDataProvider
            ports={options.ports ?? createFakePorts().ports}
            profile={options.profile ?? defaultLocalProfile()}
            activeProjectId={context.projectId}
          >
            <UploadQueueProvider queue={options.uploadQueue}>
              <FormContext.Provider value={context}>
                {options.wrap ? options.wrap(list) : list}
              </FormContext.Provider>
            </UploadQueueProvider>
          </OpenedDataProvider>
        </BridgeContext.Provider>
      </App>
    </ConfigProvider>,
  );
  return Object.assign(result, { store, context });
}

export const valuesOf = (store: FormStore): FormValues => store.getState().values;
