import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newLayoutNode } from '../../../../shared/layout';
import { texts } from '../../../../shared/texts/pt-BR';
import {
  bridgeRegistering,
  disposeBlockPorts,
  renderPropsForm,
} from '../../../test-support/render-block';
import { FilePropsForm } from './file-props-form';

const t = texts.layoutBlocks.forms;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

afterEach(disposeBlockPorts);

describe('FilePropsForm', () => {
  it('takes the link label and a pasted URL', async () => {
    const { changes } = await renderPropsForm(FilePropsForm, newLayoutNode('file'));
    fireEvent.change(input(t.label), { target: { value: 'Catálogo' } });
    fireEvent.change(input(t.url), { target: { value: 'https://cdn.test/c.pdf' } });
    expect(changes).toEqual([
      { patch: { label: 'Catálogo' }, coalesceKey: 'props:n1:label' },
      { patch: { file: 'https://cdn.test/c.pdf' }, coalesceKey: 'props:n1:file' },
    ]);
  });

  it('uploads any dropped file as a private attachment', async () => {
    const bridge = bridgeRegistering({
      id: 'a1',
      url: 'https://cdn.test/m.pdf',
      filename: 'manual.pdf',
      isPublic: false,
    });
    const { changes } = await renderPropsForm(FilePropsForm, newLayoutNode('file'), { bridge });
    fireEvent.drop(screen.getByRole('group', { name: texts.uploads.dropZone(t.file) }), {
      dataTransfer: {
        files: [new File(['%PDF'], 'manual.pdf', { type: 'application/pdf' })],
        types: ['Files'],
      },
    });
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0].patch.file).toEqual([
      expect.objectContaining({ id: 'a1', filename: 'manual.pdf' }),
    ]);
    const [request] = bridge.callsOf('http.request') as Array<{ path: string; body: unknown }>;
    expect(request.path).toBe('/api/console/files/attaches');
    expect(request.body).toMatchObject({ isPublic: false });
  });
});
