import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newLayoutNode } from '../../../../shared/layout';
import { layoutTexts } from '../../../../shared/texts/layout';
import { texts } from '../../../../shared/texts/pt-BR';
import { pick } from '../../../test-support/antd-select';
import {
  contentDoc,
  disposeBlockPorts,
  projectDoc,
  renderPropsForm,
} from '../../../test-support/render-block';
import { ContentPropsForm } from './content-props-form';

const t = texts.layoutBlocks.forms;
const documents = [
  contentDoc('home', 'Home', ['content', { contentId: 'rodape' }]),
  contentDoc('rodape', 'Rodapé', ['text', { html: '<p>Frete</p>' }]),
  contentDoc('promo', 'Promoção', ['content', { contentId: 'home' }]),
  contentDoc('vitrine', 'Vitrine', ['content', { contentId: 'promo' }]),
  projectDoc('content', 'sem-titulo', {}),
];
const option = (title: string, id: string) => t.contentOption(title, id);

/** The form of a Contents block inside the content `host` (null: a layout of no content). */
async function setup(host: string | null, contentId = '') {
  const view = await renderPropsForm(ContentPropsForm, newLayoutNode('content', { contentId }), {
    documents,
    contentChain: host ? [host] : [],
  });
  await waitFor(() =>
    expect(screen.getByLabelText(t.content).getAttribute('aria-busy')).toBe('false'),
  );
  return view;
}

afterEach(disposeBlockPorts);

describe('ContentPropsForm', () => {
  it("offers the project's contents by title and id, and saves the one chosen", async () => {
    const { changes } = await setup('home');
    await pick(t.content, option('Rodapé', 'rodape'));
    expect(changes).toEqual([{ patch: { contentId: 'rodape' }, coalesceKey: undefined }]);
    await pick(t.content, option('sem-titulo', 'sem-titulo'));
    await pick(t.content, texts.formFields.selectNone);
    expect(changes.map((change) => change.patch)).toEqual([
      { contentId: 'rodape' },
      { contentId: 'sem-titulo' },
      { contentId: '' },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses the edited content itself', async () => {
    const { changes } = await setup('home');
    await pick(t.content, option('Home', 'home'));
    expect(screen.getByRole('alert').textContent).toBe(
      `${t.contentRefused} ${layoutTexts.content.loop(['home', 'home'])}`,
    );
    expect(changes).toEqual([]);
  });

  it('refuses a content that leads back to the edited one through others', async () => {
    const { changes } = await setup('home');
    await pick(t.content, option('Vitrine', 'vitrine'));
    expect(screen.getByRole('alert').textContent).toBe(
      `${t.contentRefused} ${layoutTexts.content.loop(['home', 'vitrine', 'promo', 'home'])}`,
    );
    expect(changes).toEqual([]);
    // A fine choice afterwards clears the refusal.
    await pick(t.content, option('Rodapé', 'rodape'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(changes.map((change) => change.patch)).toEqual([{ contentId: 'rodape' }]);
  });

  it('names a loop already stored in the block', async () => {
    await setup('home', 'promo');
    expect(screen.getByRole('alert').textContent).toBe(
      layoutTexts.content.loop(['home', 'promo', 'home']),
    );
  });

  it('allows any content in a layout that is no content document', async () => {
    const { changes } = await setup(null);
    await pick(t.content, option('Promoção', 'promo'));
    expect(changes.map((change) => change.patch)).toEqual([{ contentId: 'promo' }]);
  });
});
