import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SeedData } from '../../../shared/data/seed';
import { texts } from '../../../shared/texts/pt-BR';
import type { DataPorts } from '../../data/ports';
import { createFakeBridge } from '../../../../tests/support/fake-bridge';
import { renderScreen } from '../../test-support/render-screen';
import { createTestLocalPorts } from '../../test-support/local-ports';
import { resetSettingsStore } from '../../stores/settings-store';

// The first screen of a file waits for vite to transform its lazy chunks; the machine is shared.
vi.setConfig({ testTimeout: 120_000 });

const t = texts.whatsapp.conversationHeader;

const seed: SeedData['documents'] = [
  { path: 'project/demo', data: { name: 'Loja Demo' } },
  { path: 'project/demo/conversation/5511987654321', data: { customerId: 'cli-ana' } },
  { path: 'project/demo/conversation/5551991234567', data: { lastMessage: 'Oi' } },
];

let ports: DataPorts | null = null;

async function setup(path: string, wrap: (ports: DataPorts) => DataPorts = (real) => real) {
  ports = await createTestLocalPorts(seed);
  const real = wrap(ports);
  const bridge = createFakeBridge();
  const view = renderScreen(bridge, async () => ({ ...real, dispose: async () => {} }), path);
  return { ...view, documents: ports.documents };
}

// The first find waits for the screen's lazy chunk, which vite transforms on first use.
const SLOW = { timeout: 60_000 };
const header = (phone: string) => screen.findByLabelText(t.label(phone), {}, SLOW);
const idInput = () => screen.getByLabelText(t.customerIdLabel);
const save = () =>
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.save }));

beforeEach(() => resetSettingsStore());
afterEach(async () => {
  await ports?.dispose();
  ports = null;
});

describe('/console/conversations', () => {
  it('lists conversations by formatted phone; one with a customer links to its orders', async () => {
    const { currentPath } = await setup('/console/conversations');
    fireEvent.click(await screen.findByRole('menuitem', { name: /\(11\) 98765-4321/ }, SLOW));
    expect(currentPath()).toBe('/console/conversations?conversation=5511987654321');
    const banner = await header('(11) 98765-4321');
    const link = within(banner).getByRole('link', { name: t.orders('cli-ana') });
    expect(link.getAttribute('href')).toBe('/console/orders?project=demo&customerId=cli-ana');
    expect(within(banner).queryByRole('button', { name: t.askCustomer })).toBeNull();
    fireEvent.click(link);
    await waitFor(() =>
      expect(currentPath()).toBe('/console/orders?project=demo&customerId=cli-ana'),
    );
  });

  it("asks 'Qual id do usuário?', refuses empty and slashed ids, stores it, then links", async () => {
    const { documents } = await setup('/console/conversations?conversation=5551991234567');
    const banner = await header('(51) 99123-4567');
    expect(within(banner).queryByRole('link')).toBeNull();
    fireEvent.click(within(banner).getByRole('button', { name: t.askCustomer }));
    await screen.findByRole('dialog');

    save();
    expect(await screen.findByText(t.customerIdEmpty)).toBeTruthy();
    fireEvent.change(idInput(), { target: { value: 'a/b' } });
    save();
    expect(await screen.findByText(t.customerIdSlash)).toBeTruthy();
    expect(
      (await documents.get('project/demo/conversation/5551991234567')).data?.customerId,
    ).toBeUndefined();

    fireEvent.change(idInput(), { target: { value: '  cli-bruno ' } });
    save();
    const link = await within(banner).findByRole('link', { name: t.orders('cli-bruno') });
    expect(link.getAttribute('href')).toBe('/console/orders?project=demo&customerId=cli-bruno');
    const stored = (await documents.get('project/demo/conversation/5551991234567')).data;
    // Merged: the rest of the conversation stays.
    expect(stored).toMatchObject({ customerId: 'cli-bruno', lastMessage: 'Oi' });
    expect(stored?.updatedAt).toBeInstanceOf(Date);
    // The list says it too, live.
    expect(await screen.findByRole('menuitem', { name: /Cliente cli-bruno/ })).toBeTruthy();
  });

  it('keeps the modal open with the cause when the store refuses the write', async () => {
    await setup('/console/conversations?conversation=5551991234567', (real) => ({
      ...real,
      documents: {
        ...real.documents,
        get: real.documents.get.bind(real.documents),
        query: real.documents.query.bind(real.documents),
        watchDocument: real.documents.watchDocument.bind(real.documents),
        watchQuery: real.documents.watchQuery.bind(real.documents),
        set: async () => {
          throw new Error('sem permissão');
        },
      },
    }));
    const banner = await header('(51) 99123-4567');
    fireEvent.click(within(banner).getByRole('button', { name: t.askCustomer }));
    await screen.findByRole('dialog');
    fireEvent.change(idInput(), { target: { value: 'cli-bruno' } });
    save();
    expect(await screen.findByText(t.saveFailed('sem permissão'))).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(within(banner).queryByRole('link')).toBeNull();
  });

  it('says when the conversation does not exist', async () => {
    await setup('/console/conversations?conversation=5500000000000');
    expect(
      await screen.findByText(texts.whatsapp.conversations.notFound('5500000000000')),
    ).toBeTruthy();
  });
});
