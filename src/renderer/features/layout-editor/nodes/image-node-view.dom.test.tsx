import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newLayoutNode } from '../../../../shared/layout';
import { texts } from '../../../../shared/texts/pt-BR';
import { disposeBlockPorts, renderBlock, TEST_PROJECT } from '../../../test-support/render-block';
import { ImageNodeView } from './image-node-view';

const t = texts.layoutBlocks.image;
const image = (props: Record<string, unknown>) => (
  <ImageNodeView id="i1" node={newLayoutNode('image', props)} />
);

afterEach(disposeBlockPorts);

describe('ImageNodeView', () => {
  it('shows where to choose a file while the block has none', async () => {
    await renderBlock(image({ file: '' }));
    expect(screen.getByText(t.empty)).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows a pasted URL with its alt text', async () => {
    await renderBlock(image({ file: 'https://cdn.test/a.png', alt: 'Vitrine' }));
    const img = screen.getByRole('img', { name: 'Vitrine' }) as HTMLImageElement;
    expect(img.src).toBe('https://cdn.test/a.png');
  });

  it('shows the first record of an upload list', async () => {
    await renderBlock(
      image({
        file: [
          { id: 'f1', url: 'https://cdn.test/um.jpg', filename: 'um.jpg' },
          { id: 'f2', url: 'https://cdn.test/dois.jpg', filename: 'dois.jpg' },
        ],
        alt: 'Primeira',
      }),
    );
    expect((screen.getByRole('img', { name: 'Primeira' }) as HTMLImageElement).src).toBe(
      'https://cdn.test/um.jpg',
    );
  });

  it('reads a file of the local store back from its stored bytes', async () => {
    const view = await renderBlock(image({ file: '' }));
    const path = `${TEST_PROJECT}/files/u1/foto.png`;
    await view.ports.files.upload(path, new Blob(['png'], { type: 'image/png' }));
    view.rerender(
      image({
        file: [{ id: 'f1', url: 'local:foto.png', path, filename: 'foto.png' }],
        alt: 'Foto',
      }),
    );
    await waitFor(() =>
      expect((screen.getByRole('img', { name: 'Foto' }) as HTMLImageElement).src).toMatch(/^blob:/),
    );
  });

  it('never puts a javascript: URL in src', async () => {
    await renderBlock(image({ file: 'javascript:alert(1)', alt: 'x' }));
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText(t.noPreview('javascript:alert(1)'))).toBeTruthy();
  });
});
