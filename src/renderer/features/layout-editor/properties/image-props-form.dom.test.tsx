import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newLayoutNode } from '../../../../shared/layout';
import { texts } from '../../../../shared/texts/pt-BR';
import {
  bridgeRegistering,
  disposeBlockPorts,
  renderPropsForm,
} from '../../../test-support/render-block';
import { ImagePropsForm } from './image-props-form';

const t = texts.layoutBlocks.forms;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });
const dropZone = () => screen.getByRole('group', { name: texts.uploads.dropZone(t.image) });
const drop = (file: File) =>
  fireEvent.drop(dropZone(), { dataTransfer: { files: [file], types: ['Files'] } });

afterEach(disposeBlockPorts);

describe('ImagePropsForm', () => {
  it('takes a pasted URL and the alt text, each input one undo step', async () => {
    const { changes } = await renderPropsForm(ImagePropsForm, newLayoutNode('image'));
    type(t.url, 'https://cdn.test/a.png');
    type(t.alt, 'Panela');
    expect(changes).toEqual([
      { patch: { file: 'https://cdn.test/a.png' }, coalesceKey: 'props:n1:file' },
      { patch: { alt: 'Panela' }, coalesceKey: 'props:n1:alt' },
    ]);
    expect(input(t.url).value).toBe('https://cdn.test/a.png');
    expect(input(t.alt).value).toBe('Panela');
    expect(screen.queryByText(t.urlNotHttp)).toBeNull();
  });

  it('warns that a URL without http(s) will not preview', async () => {
    await renderPropsForm(ImagePropsForm, newLayoutNode('image', { file: 'ftp://x/a.png' }));
    expect(screen.getByRole('status').textContent).toBe(t.urlNotHttp);
  });

  it('uploads a dropped image through the console queue and makes it the block file', async () => {
    const bridge = bridgeRegistering({
      id: 'f9',
      url: 'https://cdn.test/novo.svg',
      filename: 'novo.svg',
      isPublic: true,
    });
    const { changes } = await renderPropsForm(
      ImagePropsForm,
      newLayoutNode('image', { file: 'https://cdn.test/velho.png' }),
      { bridge },
    );
    drop(
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'novo.svg', {
        type: 'image/svg+xml',
      }),
    );
    await waitFor(() => expect(changes).toHaveLength(1));
    const [{ patch }] = changes;
    expect(patch.file).toEqual([
      expect.objectContaining({ id: 'f9', url: 'https://cdn.test/novo.svg' }),
    ]);
    const [request] = bridge.callsOf('http.request') as Array<{ path: string; body: unknown }>;
    expect(request.path).toBe('/api/console/files/images');
    expect(request.body).toMatchObject({ file: 'novo.svg', isPublic: true });
    // The uploaded record is listed; the URL input is for pasted URLs only.
    const list = await screen.findByRole('list', { name: t.image });
    expect(within(list).getByText('novo.svg')).toBeTruthy();
    expect(input(t.url).value).toBe('');
  });

  it('refuses a dropped file that is not an image, keeping the block as it was', async () => {
    const { changes } = await renderPropsForm(ImagePropsForm, newLayoutNode('image'));
    drop(new File(['%PDF'], 'manual.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(texts.uploads.refused('manual.pdf', 'image'))).toBeTruthy();
    expect(changes).toEqual([]);
  });

  it('removes the chosen file', async () => {
    const { changes } = await renderPropsForm(
      ImagePropsForm,
      newLayoutNode('image', {
        file: [{ id: 'f1', url: 'https://cdn.test/um.png', filename: 'um.png', isPublic: true }],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: texts.uploads.field.remove('um.png') }));
    expect(changes).toEqual([{ patch: { file: [] }, coalesceKey: undefined }]);
    expect(screen.queryByRole('list', { name: t.image })).toBeNull();
    expect(screen.getByText(texts.uploads.field.empty)).toBeTruthy();
  });
});
