import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { texts } from '../../../shared/texts/pt-BR';
import type { DataPorts } from '../../data/ports';
import { renderMessaging, scriptApi } from '../../test-support/render-messaging';
import { createFakeBridge } from '../../../../tests/support/fake-bridge';
import CampaignsScreen from './campaigns-screen';
import SegmentsScreen from '../segments/segments-screen';

vi.setConfig({ testTimeout: 60_000 });

const t = texts.messaging;
const API = { apiUrl: 'https://api.loja.com.br' };
const DOCUMENTS = [
  { path: 'project/demo/customer-segment/rs', data: { name: 'Clientes do RS' } },
  { path: 'project/demo/customer-segment/sp', data: { name: 'Capital paulista' } },
  {
    path: 'project/demo/campaign-email/bf',
    data: { name: 'Black Friday', customerSegmentId: 'rs' },
  },
  { path: 'project/demo/campaign-whatsapp/wa', data: { name: 'Carrinho', segment: 'sp' } },
];

let dispose: (() => Promise<void>) | null = null;
afterEach(async () => {
  await dispose?.();
  dispose = null;
});

async function open(
  ui: React.ReactNode,
  path: string,
  options: { failReads?: boolean; apiUrl?: string } = {},
) {
  const fake = createFakeBridge();
  const calls = scriptApi(fake, (request) =>
    request.path.endsWith('/report')
      ? { body: { data: { delivered: 3, open_rate: 33.3, processed_emails: ['a@x.com'] } } }
      : { body: { data: [{ email: 'a@x.com', phoneNumber: '' }] } },
  );
  const wrapPorts = options.failReads
    ? (ports: DataPorts): DataPorts => ({
        ...ports,
        documents: {
          ...ports.documents,
          watchQuery: (_path, _spec, _next, onError) => {
            onError?.(new Error('Sem permissão.'));
            return () => {};
          },
        },
      })
    : undefined;
  const view = await renderMessaging(ui, {
    fake,
    path,
    documents: DOCUMENTS,
    profile: { apiUrl: options.apiUrl ?? API.apiUrl },
    wrapPorts,
  });
  dispose = view.dispose;
  return { ...view, calls };
}

describe('Segmentos', () => {
  it('offers the project segments by name; the chosen one (in the address) is tested', async () => {
    const { calls, currentPath } = await open(<SegmentsScreen />, '/console/segments');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: t.segmentsScreen.choose }));
    fireEvent.click(await screen.findByTitle('Capital paulista'));
    await waitFor(() => expect(currentPath()).toBe('/console/segments?segment=sp'));
    expect(
      screen.getByRole('link', { name: t.segmentsScreen.openDocument }).getAttribute('href'),
    ).toBe('/console/customer-segment/sp');
    fireEvent.click(screen.getByRole('button', { name: t.segment.test }));
    expect(await screen.findByText('1 cliente')).toBeTruthy();
    expect(calls[0]?.path).toBe('/api/console/customers/segments/sp');
  });

  it('an unknown segment in the address tests nothing; a failed read is said', async () => {
    await open(<SegmentsScreen />, '/console/segments?segment=nada');
    expect(await screen.findByText(t.segmentsScreen.choosePlaceholder)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.segment.test })).toBeNull();
    await dispose?.();
    dispose = null;
    await open(<SegmentsScreen />, '/console/segments', { failReads: true });
    expect(await screen.findByText(t.segmentsScreen.failed('Sem permissão.'))).toBeTruthy();
  });

  it('without the console API it says what to configure, and calls nothing', async () => {
    const { calls } = await open(<SegmentsScreen />, '/console/segments?segment=rs', {
      apiUrl: '',
    });
    expect(await screen.findByText(texts.shell.serviceRequired.title)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.segment.test })).toBeNull();
    expect(calls).toHaveLength(0);
  });
});

describe('Campanhas', () => {
  it('an e-mail campaign from the address shows its send and report; WhatsApp only its send', async () => {
    const { calls } = await open(<CampaignsScreen />, '/console/campaigns?tipo=email&campanha=bf');
    expect(await screen.findByLabelText(t.report.metrics.open_rate)).toBeTruthy();
    expect(screen.getByLabelText(t.report.metrics.open_rate).textContent).toContain('33,30%');
    expect(screen.getByRole('button', { name: new RegExp(t.send.email) })).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/api/console/campaign-email/bf/report']);

    fireEvent.click(screen.getByText(t.campaignsScreen.whatsapp));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: t.campaignsScreen.choose }));
    fireEvent.click(await screen.findByTitle('Carrinho'));
    expect(await screen.findByRole('button', { name: new RegExp(t.send.whatsapp) })).toBeTruthy();
    expect(screen.queryByLabelText(t.report.metrics.open_rate)).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('says when the campaigns cannot be read', async () => {
    await open(<CampaignsScreen />, '/console/campaigns?tipo=email', { failReads: true });
    expect(await screen.findByText(t.campaignsScreen.failed('Sem permissão.'))).toBeTruthy();
  });
});
