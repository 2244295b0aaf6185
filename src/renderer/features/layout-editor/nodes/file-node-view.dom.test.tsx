import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newLayoutNode } from '../../../../shared/layout';
import { texts } from '../../../../shared/texts/pt-BR';
import { disposeBlockPorts, renderBlock } from '../../../test-support/render-block';
import { FileNodeView } from './file-node-view';

const t = texts.layoutBlocks.file;
const file = (props: Record<string, unknown>) => (
  <FileNodeView id="f1" node={newLayoutNode('file', props)} />
);

afterEach(disposeBlockPorts);

describe('FileNodeView', () => {
  it('shows where to choose a file while the block has none', async () => {
    await renderBlock(file({ file: [] }));
    expect(screen.getByText(t.empty)).toBeTruthy();
  });

  it('names the card by its label, with the file name beside it', async () => {
    await renderBlock(
      file({
        file: [{ id: 'a', url: 'https://cdn.test/x/catalogo.pdf', filename: 'catalogo.pdf' }],
        label: 'Baixe o catálogo',
      }),
    );
    const card = screen.getByRole('group', { name: t.card('Baixe o catálogo') });
    expect(card.textContent).toContain('catalogo.pdf');
    // A click on the canvas selects the block: the card opens nothing.
    expect(card.closest('a')).toBeNull();
  });

  it('falls back to the file name of a pasted URL when there is no label', async () => {
    await renderBlock(file({ file: 'https://cdn.test/docs/manual%20v2.pdf', label: ' ' }));
    expect(screen.getByRole('group', { name: t.card('manual v2.pdf') })).toBeTruthy();
  });
});
