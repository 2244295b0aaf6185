import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_CONTENT_DEPTH, newLayoutNode } from '../../../../shared/layout';
import { layoutTexts } from '../../../../shared/texts/layout';
import { texts } from '../../../../shared/texts/pt-BR';
import {
  contentDoc,
  disposeBlockPorts,
  projectDoc,
  renderBlock,
  storedLayout,
  type RenderBlockOptions,
} from '../../../test-support/render-block';
import { ContentNodeView } from './content-node-view';

const t = texts.layoutBlocks.content;
const block = (contentId: string) => (
  <ContentNodeView id="c1" node={newLayoutNode('content', { contentId })} />
);

afterEach(disposeBlockPorts);

/** Renders the block once the store is open, counting the contents it reads. */
async function renderWatched(contentId: string, options: RenderBlockOptions) {
  const view = await renderBlock(<></>, options);
  const watch = vi.spyOn(view.ports.documents, 'watchDocument');
  view.rerender(block(contentId));
  const readIds = () => watch.mock.calls.map(([path]) => path.split('/').pop());
  return { ...view, readIds };
}

describe('ContentNodeView', () => {
  it('shows where to choose a content while the block has none', async () => {
    await renderBlock(block('  '));
    expect(screen.getByText(t.empty)).toBeTruthy();
  });

  it("shows the included content's layout, read-only", async () => {
    await renderBlock(block('rodape'), {
      documents: [contentDoc('rodape', 'Rodapé', ['text', { html: '<p>Frete grátis</p>' }])],
      contentChain: ['pagina'],
    });
    const section = await screen.findByRole('region', { name: t.caption('Rodapé') });
    expect(section.textContent).toContain('<p>Frete grátis</p>');
  });

  it('says so when the content does not exist', async () => {
    await renderBlock(block('sumiu'));
    expect((await screen.findByRole('alert')).textContent).toContain(t.missing('sumiu'));
  });

  it('names an id no document can have as missing, without reading it', async () => {
    const view = await renderWatched('a/b', {});
    expect((await screen.findByRole('alert')).textContent).toContain(t.missing('a/b'));
    expect(view.readIds()).toEqual([]);
  });

  it('explains an invalid stored layout instead of rendering it', async () => {
    await renderBlock(block('quebrado'), {
      documents: [projectDoc('content', 'quebrado', { content: '{"ROOT": ' })],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t.invalid('quebrado'));
    expect(alert.textContent).toContain('JSON válido');
  });

  it('refuses a content that includes itself directly, and never reads it', async () => {
    const view = await renderWatched('pagina', {
      documents: [contentDoc('pagina', 'Página', ['content', { contentId: 'pagina' }])],
      contentChain: ['pagina'],
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(layoutTexts.content.loop(['pagina', 'pagina']));
    expect(view.readIds()).toEqual([]);
  });

  it('stops an indirect loop where it closes, each content read once', async () => {
    const view = await renderWatched('b', {
      documents: [
        contentDoc('a', 'A', ['content', { contentId: 'b' }]),
        contentDoc('b', 'B', ['text', { html: 'texto de B' }], ['content', { contentId: 'c' }]),
        contentDoc('c', 'C', ['content', { contentId: 'a' }]),
      ],
      contentChain: ['a'],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(layoutTexts.content.loop(['a', 'b', 'c', 'a']));
    const b = screen.getByRole('region', { name: t.caption('B') });
    expect(within(b).getByRole('region', { name: t.caption('C') })).toContain(alert);
    expect(b.textContent).toContain('texto de B');
    // Settled: nothing else is read, the loop is not walked again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.readIds()).toEqual(['b', 'c']);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it(`stops beyond ${MAX_CONTENT_DEPTH} nested contents`, async () => {
    const chain = Array.from({ length: MAX_CONTENT_DEPTH }, (_, index) => `n${index}`);
    const view = await renderWatched('fundo', { contentChain: chain });
    expect(screen.getByRole('alert').textContent).toBe(
      layoutTexts.content.tooDeep(MAX_CONTENT_DEPTH),
    );
    expect(view.readIds()).toEqual([]);
  });

  it('follows the included content when it changes', async () => {
    const view = await renderBlock(block('rodape'), {
      documents: [contentDoc('rodape', 'Rodapé', ['text', { html: 'antes' }])],
    });
    await screen.findByText('antes');
    await view.ports.documents.set(
      'project/demo/content/rodape',
      { content: storedLayout(['text', { html: 'depois' }]) },
      { merge: true },
    );
    await waitFor(() => expect(screen.getByText('depois')).toBeTruthy());
  });
});
