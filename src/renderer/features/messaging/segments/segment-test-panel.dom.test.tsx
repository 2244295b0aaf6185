import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { texts } from '../../../../shared/texts/pt-BR';
import { renderMessaging, scriptApi } from '../../../test-support/render-messaging';
import { giveTablesAViewport } from '../../../test-support/table-viewport';
import { createFakeBridge } from '../../../../../tests/support/fake-bridge';
import { SegmentTestPanel } from './segment-test-panel';

vi.setConfig({ testTimeout: 60_000 });

const t = texts.messaging;
const CUSTOMERS = [
  { email: 'ana.souza@exemplo.com.br', phoneNumber: '+5511987654321' },
  { email: 'bruno.lima@exemplo.com.br', phoneNumber: '+5551991234567' },
  { email: 'carla@exemplo.com.br', phoneNumber: null },
];
const ANA = {
  path: 'project/demo/customer/cli-ana',
  data: {
    email: 'ana.souza@exemplo.com.br',
    firstName: 'Ana',
    lastName: 'Souza',
    phoneNumber: '+5511987654321',
  },
};

// jsdom lays nothing out: give the table's scrolling area a viewport so rows virtualize.
giveTablesAViewport();

let dispose: (() => Promise<void>) | null = null;
afterEach(async () => {
  await dispose?.();
  dispose = null;
});

async function open(
  answer: Parameters<typeof scriptApi>[1],
  path = '/console/customer-segment/vip',
) {
  const fake = createFakeBridge();
  const calls = scriptApi(fake, answer);
  const view = await renderMessaging(<SegmentTestPanel segmentId="vip/rs" />, {
    fake,
    path,
    documents: [ANA],
  });
  dispose = view.dispose;
  return { ...view, calls };
}

const test = () => fireEvent.click(screen.getByRole('button', { name: t.segment.test }));

describe('SegmentTestPanel', () => {
  it('asks nothing until told; then lists the customers with count, phone and filter', async () => {
    const { calls } = await open(() => ({ body: { ok: true, data: CUSTOMERS } }));
    expect(calls).toHaveLength(0);
    test();
    expect(await screen.findByText('3 clientes')).toBeTruthy();
    expect(calls).toEqual([
      expect.objectContaining({
        service: 'api',
        method: 'GET',
        path: '/api/console/customers/segments/vip%2Frs',
      }),
    ]);
    const table = screen.getByRole('table', { name: t.segment.listLabel });
    expect(within(table).getByText('(11) 98765-4321')).toBeTruthy();
    expect(within(table).getByText('carla@exemplo.com.br')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(`${t.customers.filter}: ${t.segment.listLabel}`), {
      target: { value: '51 9912' },
    });
    expect(await screen.findByText('1 de 3 clientes')).toBeTruthy();
    expect(within(table).queryByText('ana.souza@exemplo.com.br')).toBeNull();
    expect(within(table).getByText('bruno.lima@exemplo.com.br')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(`${t.customers.filter}: ${t.segment.listLabel}`), {
      target: { value: 'ninguém' },
    });
    expect(await screen.findByText(t.customers.noneMatch)).toBeTruthy();
  });

  it('links each e-mail to the same page with ?customerEmail=, which shows the customer', async () => {
    const { currentPath } = await open(
      () => ({ body: { data: CUSTOMERS } }),
      '/console/customer-segment/vip?aba=1',
    );
    test();
    const link = await screen.findByRole('link', {
      name: t.customers.openCustomer(ANA.data.email),
    });
    expect(link.getAttribute('href')).toBe(
      '/console/customer-segment/vip?aba=1&customerEmail=ana.souza%40exemplo.com.br',
    );
    fireEvent.click(link);
    expect(await screen.findByText('Ana Souza')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: t.customerLookup.openDocument }).getAttribute('href'),
    ).toBe('/console/customer/cli-ana');
    expect(screen.getByRole('link', { name: t.customerLookup.orders }).getAttribute('href')).toBe(
      '/console/orders?customerId=cli-ana',
    );
    // The list is still there under the drawer: the page did not reload.
    expect(screen.getByText('3 clientes')).toBeTruthy();

    fireEvent.click(
      screen.getByRole('link', { name: t.customers.openCustomer('carla@exemplo.com.br') }),
    );
    expect(await screen.findByText(t.customerLookup.notFound('carla@exemplo.com.br'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.customerLookup.close }));
    await waitFor(() => expect(currentPath()).toBe('/console/customer-segment/vip?aba=1'));
  });

  it('exports the whole list through the desktop’s save dialog, and says where it went or why not', async () => {
    // The desktop (the preload's global): main's dialog; the browser's own save is platform/'s.
    window.consoleDesktop = {} as NonNullable<typeof window.consoleDesktop>;
    onTestFinished(() => void delete window.consoleDesktop);
    const { fake } = await open(() => ({ body: { data: CUSTOMERS } }));
    fake.script('csv.saveFile', () => ({
      ok: true,
      canceled: false,
      path: '/tmp/segmento_vip-rs.csv',
    }));
    test();
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(t.segment.exportCsv) }));
    expect(await screen.findByText(t.segment.exported('/tmp/segmento_vip-rs.csv'))).toBeTruthy();
    expect(fake.callsOf('csv.saveFile')).toEqual([
      {
        defaultName: 'segmento_vip-rs.csv',
        fields: ['email', 'phoneNumber'],
        rows: [
          { email: 'ana.souza@exemplo.com.br', phoneNumber: '+5511987654321' },
          { email: 'bruno.lima@exemplo.com.br', phoneNumber: '+5551991234567' },
          { email: 'carla@exemplo.com.br', phoneNumber: '' },
        ],
      },
    ]);

    fake.script('csv.saveFile', () => ({ ok: true, canceled: true }));
    fireEvent.click(screen.getByRole('button', { name: new RegExp(t.segment.exportCsv) }));
    await waitFor(() => expect(fake.callsOf('csv.saveFile')).toHaveLength(2));
    const exportButton = screen.getByRole('button', { name: new RegExp(t.segment.exportCsv) });
    await waitFor(() => expect(exportButton.className).not.toContain('ant-btn-loading'));

    fake.script('csv.saveFile', () => ({
      ok: false,
      reason: 'write_failed',
      message: 'Disco cheio.',
    }));
    fireEvent.click(screen.getByRole('button', { name: new RegExp(t.segment.exportCsv) }));
    expect(await screen.findByText(t.segment.exportFailed('Disco cheio.'))).toBeTruthy();
  });

  it('says when the service is down, refuses, or answers another shape; a retry then works', async () => {
    const answers = [
      { status: 0 },
      { status: 500, excerpt: '{"ok":false,"error":"BigQuery indisponível"}' },
      { body: { ok: true, data: 'nada' } },
      { body: { ok: true, data: [] } },
    ];
    await open(() => answers.shift()!);
    test();
    expect(await screen.findByText(t.segment.failed('Sem conexão com o serviço.'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.segment.retest }));
    expect(
      await screen.findByText(
        t.segment.failed('HTTP 500. {"ok":false,"error":"BigQuery indisponível"}'),
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.segment.retest }));
    expect(await screen.findByText(t.segment.failed(t.malformedAnswer))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.segment.retest }));
    expect(await screen.findByText('0 clientes')).toBeTruthy();
    expect(screen.getByText(t.customers.none)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: new RegExp(t.segment.exportCsv) }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });
});
