import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { render } from '../../../test-support/render';
import { App } from 'antd';
import type { ReactNode } from 'react';
import type { FormDefinition } from '../../../../shared/forms/field-definition';
import { defaultLocalProfile } from '../../../../shared/settings/profile';
import { texts } from '../../../../shared/texts/pt-BR';
import type { DataPorts } from '../../../data/ports';
import { DataProvider, useDataSession } from '../../../data/provider';
import { createTestLocalPorts } from '../../../test-support/local-ports';
import { countRenders } from '../../../test-support/render-counts';
import { FormFields } from '../form-fields';
import { DocumentForm, type DocumentFormController } from './document-form';

vi.setConfig({ testTimeout: 60_000 });

const definition: FormDefinition = {
  collection: 'category',
  title: 'Categorias',
  fields: [{ type: 'text', name: 'name', title: 'Nome' }],
};

function Ready({ children }: { children: ReactNode }) {
  return useDataSession().status === 'ready' ? <>{children}</> : null;
}

let ports: DataPorts | null = null;
afterEach(async () => {
  await ports?.dispose();
  ports = null;
});

describe('DocumentForm renders', () => {
  it('a save status change re-renders the bottom bar, not the field list', async () => {
    ports = await createTestLocalPorts([
      { path: 'project/demo/category/a', data: { name: 'Panela' } },
    ]);
    const current = ports;
    const controller: { current: DocumentFormController | null } = { current: null };
    const renders = countRenders(FormFields);
    render(
      <App>
        <DataProvider
          profile={defaultLocalProfile()}
          activeProjectId="demo"
          loadSeed={async () => ({ documents: [] })}
          createPorts={async () => ({ ...current, dispose: async () => {} })}
        >
          <Ready>
            <DocumentForm
              definition={definition}
              projectId="demo"
              collection="category"
              docId="a"
              controllerRef={controller}
            />
          </Ready>
        </DataProvider>
      </App>,
    );
    await screen.findByLabelText('Nome');
    const bar = screen.getByRole('region', { name: texts.forms.bottomBar.label });
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    const before = renders.total;
    expect(before).toBeGreaterThan(0);
    act(() => controller.current!.store.setValue(['name'], 'Panela 2'));
    expect(within(bar).getByRole('status').textContent).toBe('Salvando...');
    await waitFor(() => expect(within(bar).getByRole('status').textContent).toBe('Salvo'));
    expect(renders.total).toBe(before);
    expect((await current.documents.get('project/demo/category/a')).data!.name).toBe('Panela 2');
  });
});
