import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createPanelPorts,
  operator,
  product1011,
  renderPanel,
} from '../../../test-support/render-panel';

// Testing Library collapses the non-breaking space Intl puts after R$ into a plain one.
const brl = (text: string) => `R$ ${text}`;

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

const productLoaded = () =>
  waitFor(() => expect(screen.getByTestId('loaded').textContent).toBe('produto carregado'));
const panelShown = async () => {
  await productLoaded();
  return screen.findByText('Informações do produto');
};
const expectNoPanel = () => {
  expect(screen.queryByText('Informações do produto')).toBeNull();
  expect(screen.queryByRole('button', { name: /informações do produto/ })).toBeNull();
  expect(screen.queryByRole('switch')).toBeNull();
};

async function startEdit(label: string, typed: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Editar ${label}` }));
  const input = screen.getByRole('textbox', { name: label });
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
}

const changedMeanwhile =
  'O produto foi alterado por outra pessoa enquanto você editava. Confira o valor atual e confirme de novo.';
const question = (from: string, to: string) =>
  `Preço à vista: de ${brl(from)} para ${brl(to)}. Qual o motivo da alteração?`;

async function answerReason(reason: string, action: 'Salvar alteração' | 'Cancelar') {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Motivo da alteração')).toBeTruthy();
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Motivo' }), {
    target: { value: reason },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: action }));
}

describe('ProductInfoPanel visibility', () => {
  it('shows every section to an identity with the privileged claim', async () => {
    renderPanel(createPanelPorts());
    await panelShown();
    for (const section of ['Informações', 'Estoque', 'Configurações', 'Preços']) {
      expect(screen.getByText(section)).toBeTruthy();
    }
    expect(screen.getByText('TRAM-1011')).toBeTruthy();
    expect(screen.getByText('62417/240')).toBeTruthy();
    expect(screen.getByText('7891112010116')).toBeTruthy();
    expect(screen.getByText('Solar')).toBeTruthy();
    expect(screen.getByText('rs-carlos-barbosa')).toBeTruthy();
    expect(screen.getByText('38')).toBeTruthy();
    expect(screen.getByText(brl('429,90'))).toBeTruthy();
    expect(screen.getByText(brl('519,90'))).toBeTruthy();
    expect(screen.getByText('3,25%')).toBeTruthy();
    // 429,90 ÷ 258,54 (ERP cost and the 6-pack) = 1,66; ÷ 266,54 = 1,61; ÷ 250,55 = 1,72.
    expect(screen.getAllByText('· multiplicador 1,66')).toHaveLength(2);
    expect(screen.getByText('· multiplicador 1,61')).toBeTruthy();
    expect(screen.getByText('· multiplicador 1,72')).toBeTruthy();
    expect(screen.getByText('Caixa com 6')).toBeTruthy();
    expect(screen.getByText('Caixa com 12')).toBeTruthy();
  });

  it('shows nothing to an identity without the claim', async () => {
    renderPanel(createPanelPorts({ user: { ...operator, claims: { admin: false } } }));
    await productLoaded();
    expectNoPanel();
  });

  it("follows the project's claim (config/console): a custom claim shows it, admin alone no longer does", async () => {
    const consoleConfig = { privilegedClaim: 'gerente' };
    const first = renderPanel(createPanelPorts({ consoleConfig }));
    await productLoaded();
    expectNoPanel();
    first.unmount();

    renderPanel(
      createPanelPorts({ user: { ...operator, claims: { gerente: true } }, consoleConfig }),
    );
    await panelShown();
  });

  it('shows nothing when nobody is signed in', async () => {
    renderPanel(createPanelPorts({ user: null }));
    await productLoaded();
    expectNoPanel();
  });

  it('needs the claim to be literally true, as Firebase claims are compared', async () => {
    renderPanel(createPanelPorts({ user: { ...operator, claims: { admin: 'true' } } }));
    await productLoaded();
    expectNoPanel();
  });

  it('the eye toggle hides the panel, is on by default and is remembered for the session', async () => {
    const view = renderPanel(createPanelPorts());
    await panelShown();
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar informações do produto' }));
    expect(screen.getByText('Informações do produto ocultas.')).toBeTruthy();
    expect(screen.queryByText('Preços')).toBeNull();
    view.unmount();

    const again = renderPanel(createPanelPorts());
    await screen.findByText('Informações do produto ocultas.');
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar informações do produto' }));
    expect(await screen.findByText('Preços')).toBeTruthy();
    again.unmount();
    renderPanel(createPanelPorts());
    expect(await screen.findByText('Preços')).toBeTruthy();
  });
});

describe('ProductInfoPanel manual edits', () => {
  it('a cancelled reason gives "Alteração cancelada" and writes nothing', async () => {
    const panel = createPanelPorts();
    renderPanel(panel);
    await panelShown();
    await startEdit('Preço à vista', '419,90');
    await answerReason('concorrência', 'Cancelar');
    expect(await screen.findByText('Alteração cancelada')).toBeTruthy();
    expect(panel.batches).toHaveLength(0);
    expect((await panel.read('project/demo/product-data/1011'))?.Price).toBe(429.9);
    // What was typed stays in the box, so nothing is lost.
    expect((screen.getByRole('textbox', { name: 'Preço à vista' }) as HTMLInputElement).value).toBe(
      '419,90',
    );
  });

  it('an empty reason gives "Alteração cancelada" and writes nothing', async () => {
    const panel = createPanelPorts();
    renderPanel(panel);
    await panelShown();
    await startEdit('Preço à vista', '419,90');
    await answerReason('   ', 'Salvar alteração');
    expect(await screen.findByText('Alteração cancelada')).toBeTruthy();
    expect(panel.batches).toHaveLength(0);
    expect(await panel.changelog()).toEqual([]);
  });

  it('refuses a value that does not parse, without asking a reason or writing', async () => {
    const panel = createPanelPorts();
    renderPanel(panel);
    await panelShown();
    await startEdit('Preço à vista', '4x9');
    expect(await screen.findByText(/"4x9" não é um número válido/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(panel.batches).toHaveLength(0);
  });

  it('an unchanged value asks nothing and writes nothing', async () => {
    const panel = createPanelPorts();
    renderPanel(panel);
    await panelShown();
    await startEdit('Preço à vista', '429,90');
    expect(await screen.findByText('O valor não mudou: nada a salvar.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(panel.batches).toHaveLength(0);
  });

  it('a confirmed edit writes the product and its changelog in one batch and shows both', async () => {
    const panel = createPanelPorts();
    renderPanel(panel);
    await panelShown();
    await startEdit('Preço à vista', '419,90');
    await answerReason('  preço da concorrência ', 'Salvar alteração');
    expect(await screen.findByText('Alteração salva.')).toBeTruthy();
    expect(await screen.findByText(brl('419,90'))).toBeTruthy();

    expect(panel.batches).toHaveLength(1);
    expect(panel.batches[0].map((op) => [op.kind, op.path.replace(/log\d+$/, '*')])).toEqual([
      ['add', 'project/demo/product-data-changelog/*'],
      ['set', 'project/demo/product-data/1011'],
    ]);
    // The product names its entry, which is what Firestore's rules check.
    // The product write holds only over the version the user saw.
    expect(panel.batches[0][1]).toMatchObject({ ifUpdatedAt: product1011().updatedAt });
    const entryId = panel.batches[0][0]!.path.split('/').pop();
    const stored = await panel.read('project/demo/product-data/1011');
    expect(stored?.lastChangelogId).toBe(entryId);
    const { updatedAt: _before, ...unchanged } = product1011();
    expect(stored).toMatchObject({ ...unchanged, Price: 419.9 });
    expect(stored?.updatedAt).toBeInstanceOf(Date);
    expect((stored?.updatedAt as Date).toISOString()).not.toBe('2026-11-20T10:15:00.000Z');
    const [entry] = await panel.changelog();
    expect(entry.data).toEqual({
      ProductCode: '1011',
      field: 'Price',
      from: 429.9,
      to: 419.9,
      about: 'preço da concorrência',
      createdBy: operator,
      createdAt: expect.any(Date),
    });

    fireEvent.click(screen.getByRole('tab', { name: 'Histórico' }));
    expect(await screen.findByText('preço da concorrência')).toBeTruthy();
    expect(screen.getByText(`${brl('429,90')} → ${brl('419,90')}`)).toBeTruthy();
    expect(screen.getByText('Operador local')).toBeTruthy();
    expect(screen.getByText(/de novembro de 2026/)).toBeTruthy();
  });

  it('asks again when the product changed while the modal was open, and logs the value it replaces', async () => {
    const panel = createPanelPorts();
    renderPanel(panel);
    await panelShown();
    await startEdit('Preço à vista', '419,90');
    await screen.findByRole('dialog');
    panel.put('project/demo/product-data/1011', { ...product1011(), Price: 425 });
    // The costs section follows the live price: 425 ÷ 258,54 = 1,64.
    await screen.findAllByText('· multiplicador 1,64');
    await answerReason('ajuste', 'Salvar alteração');
    // The user confirmed "de 429,90": that no longer holds, so nothing is written yet.
    expect(await screen.findByText(changedMeanwhile)).toBeTruthy();
    expect(await screen.findByText(question('425,00', '419,90'))).toBeTruthy();
    expect(panel.batches).toHaveLength(0);
    expect(await panel.changelog()).toEqual([]);
    await answerReason('ajuste', 'Salvar alteração');
    expect(await screen.findByText('Alteração salva.')).toBeTruthy();
    const [entry] = await panel.changelog();
    expect(entry.data).toMatchObject({ field: 'Price', from: 425, to: 419.9 });
  });

  it('a batch refused because someone saved first writes nothing, shows the new value and asks again', async () => {
    const panel = createPanelPorts();
    renderPanel(panel);
    await panelShown();
    const path = 'project/demo/product-data/1011';
    const theirs = new Date('2026-11-23T11:00:00.000Z');
    await startEdit('Preço à vista', '419,90');
    await screen.findByText(question('429,90', '419,90'));
    // Another client's save lands after the user confirmed, before our batch reaches the store.
    panel.beforeNextCommit(() =>
      panel.put(path, { ...product1011(), Price: 425, updatedAt: theirs }),
    );
    await answerReason('concorrência', 'Salvar alteração');

    expect(await screen.findByText(changedMeanwhile)).toBeTruthy();
    expect(panel.batches).toHaveLength(1);
    expect(panel.batches[0][1]).toMatchObject({
      kind: 'set',
      path,
      ifUpdatedAt: product1011().updatedAt,
    });
    expect(await panel.changelog()).toEqual([]);
    expect(await panel.read(path)).toEqual({ ...product1011(), Price: 425, updatedAt: theirs });
    // The panel shows their value and asks over it; what the user typed is still there.
    expect((await screen.findAllByText('· multiplicador 1,64')).length).toBeGreaterThan(0);
    expect(await screen.findByText(question('425,00', '419,90'))).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Preço à vista' }) as HTMLInputElement).value).toBe(
      '419,90',
    );

    await answerReason('concorrência', 'Salvar alteração');
    expect(await screen.findByText('Alteração salva.')).toBeTruthy();
    expect(panel.batches).toHaveLength(2);
    expect(panel.batches[1][1]).toMatchObject({ ifUpdatedAt: theirs });
    expect((await panel.read(path))?.Price).toBe(419.9);
    const entries = await panel.changelog();
    expect(entries).toHaveLength(1);
    expect(entries[0].data).toMatchObject({ field: 'Price', from: 425, to: 419.9 });
  });

  it('a change to another field while the modal was open saves over the new version without asking again', async () => {
    const panel = createPanelPorts();
    renderPanel(panel);
    await panelShown();
    const path = 'project/demo/product-data/1011';
    const synced = new Date('2026-11-23T11:30:00.000Z');
    await startEdit('Preço à vista', '419,90');
    await screen.findByRole('dialog');
    panel.put(path, { ...product1011(), ProductLine: 'Solar Inox', updatedAt: synced });
    await screen.findByText('Solar Inox');
    await answerReason('ajuste', 'Salvar alteração');
    expect(await screen.findByText('Alteração salva.')).toBeTruthy();
    expect(screen.queryByText(changedMeanwhile)).toBeNull();
    expect(panel.batches).toHaveLength(1);
    expect(panel.batches[0][1]).toMatchObject({ ifUpdatedAt: synced });
    expect(await panel.read(path)).toMatchObject({ ProductLine: 'Solar Inox', Price: 419.9 });
    const [entry] = await panel.changelog();
    expect(entry.data).toMatchObject({ field: 'Price', from: 429.9, to: 419.9 });
  });

  it('cancelling the second question after a refused batch writes nothing', async () => {
    const panel = createPanelPorts();
    renderPanel(panel);
    await panelShown();
    const path = 'project/demo/product-data/1011';
    const theirs = new Date('2026-11-23T11:00:00.000Z');
    fireEvent.click(screen.getByRole('switch', { name: 'Pode vender' }));
    panel.beforeNextCommit(() =>
      panel.put(path, { ...product1011(), PriceMin: 390, updatedAt: theirs }),
    );
    await answerReason('fora de linha', 'Salvar alteração');
    // Only PriceMin changed, but the store cannot tell: it refuses, and the user is asked again.
    expect(await screen.findByText(changedMeanwhile)).toBeTruthy();
    await answerReason('', 'Cancelar');
    expect(await screen.findByText('Alteração cancelada')).toBeTruthy();
    expect(await panel.changelog()).toEqual([]);
    expect(await panel.read(path)).toEqual({ ...product1011(), PriceMin: 390, updatedAt: theirs });
    expect(screen.getByRole('switch', { name: 'Pode vender' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('an empty value becomes null; a blank PriceInstallments reads as the cash price', async () => {
    const panel = createPanelPorts();
    renderPanel(panel);
    await panelShown();
    await startEdit('Preço a prazo', '  ');
    await answerReason('usar o preço à vista', 'Salvar alteração');
    expect(
      await screen.findByText(`Em branco: usa o preço à vista (${brl('429,90')})`),
    ).toBeTruthy();
    expect((await panel.read('project/demo/product-data/1011'))?.PriceInstallments).toBeNull();
    const [entry] = await panel.changelog();
    expect(entry.data).toMatchObject({ field: 'PriceInstallments', from: 464.29, to: null });
  });

  it('a toggle asks a reason and merges the nested flag without touching its siblings', async () => {
    const panel = createPanelPorts();
    renderPanel(panel);
    await panelShown();
    fireEvent.click(screen.getByRole('switch', { name: 'Pode vender' }));
    await answerReason('fora de linha', 'Salvar alteração');
    await screen.findByText('Alteração salva.');
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Pode vender' }).getAttribute('aria-checked')).toBe(
        'false',
      ),
    );
    const stored = await panel.read('project/demo/product-data/1011');
    expect(stored?.Options).toEqual({ ...(product1011().Options as object), canSell: false });
    const [entry] = await panel.changelog();
    expect(entry.data).toMatchObject({ field: 'Options.canSell', from: true, to: false });
  });

  it('a cancelled toggle stays where it was', async () => {
    const panel = createPanelPorts();
    renderPanel(panel);
    await panelShown();
    const toggle = screen.getByRole('switch', { name: 'Frete grátis' });
    fireEvent.click(toggle);
    await answerReason('', 'Cancelar');
    expect(await screen.findByText('Alteração cancelada')).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(panel.batches).toHaveLength(0);
  });

  it('the Tramontina salable and status toggles are read-only', async () => {
    renderPanel(createPanelPorts());
    await panelShown();
    for (const name of ['Vendável na Tramontina', 'Ativo na Tramontina']) {
      const toggle = screen.getByRole('switch', { name });
      expect(toggle.getAttribute('aria-checked')).toBe('true');
      expect((toggle as HTMLButtonElement).disabled).toBe(true);
    }
  });

  it('a failed commit says so and leaves both the product and the changelog untouched', async () => {
    const panel = createPanelPorts();
    renderPanel(panel);
    await panelShown();
    panel.failNextCommit(new Error('sem permissão'));
    await startEdit('Preço mínimo à vista', '380');
    await answerReason('promoção', 'Salvar alteração');
    expect(await screen.findByText('Erro ao salvar a alteração: sem permissão')).toBeTruthy();
    expect((await panel.read('project/demo/product-data/1011'))?.PriceMin).toBe(386.91);
    expect(await panel.changelog()).toEqual([]);
  });

  it('edits the Google code as text and opens its offers page with "Ver"', async () => {
    const panel = createPanelPorts();
    const view = renderPanel(panel);
    await panelShown();
    fireEvent.click(screen.getByRole('button', { name: 'Ver' }));
    await waitFor(() =>
      expect(view.bridge.callsOf('app.openExternal')).toEqual([
        { url: 'https://www.google.com.br/shopping/product/TRAM-1011/offers' },
      ]),
    );
    await startEdit('Código Google', ' 0012345 ');
    await answerReason('código corrigido', 'Salvar alteração');
    expect(await screen.findByText('0012345')).toBeTruthy();
    expect((await panel.read('project/demo/product-data/1011'))?.ProductCodeGoogle).toBe('0012345');
  });

  it('says so when the product has no data', async () => {
    renderPanel(createPanelPorts({ product: null }));
    await screen.findByText('Informações do produto');
    expect(await screen.findByText('Produto sem dados: nada para mostrar no painel.')).toBeTruthy();
  });
});
