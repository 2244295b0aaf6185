import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { texts } from '../../../../shared/texts/pt-BR';
import { renderMessaging, scriptApi, type ApiAnswer } from '../../../test-support/render-messaging';
import { giveTablesAViewport } from '../../../test-support/table-viewport';
import { createFakeBridge } from '../../../../../tests/support/fake-bridge';
import { CampaignReportPanel, metricText } from './campaign-report-panel';

vi.setConfig({ testTimeout: 60_000 });
giveTablesAViewport();

const t = texts.messaging.report;
const REPORT = {
  campaignId: 'bf',
  delivered: 1234,
  bounce: 2,
  dropped: 1,
  open: 617,
  open_rate: 50,
  click: 74,
  click_rate: 5.997,
  processed_emails: ['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com'],
  dropped_emails: ['a@x.com'],
  bounced_emails: ['b@x.com', 'c@x.com'],
  delivered_emails: ['d@x.com'],
  opened_emails: ['d@x.com'],
  clicked_emails: [],
};

let dispose: (() => Promise<void>) | null = null;
afterEach(async () => {
  await dispose?.();
  dispose = null;
});

async function open(answers: ApiAnswer[]) {
  const fake = createFakeBridge();
  const calls = scriptApi(fake, () => answers.shift() ?? { status: 500 });
  const view = await renderMessaging(<CampaignReportPanel campaignId="black friday" />, {
    fake,
    path: '/console/campaign-email/bf',
  });
  dispose = view.dispose;
  return { ...view, calls };
}

const card = (label: string) => screen.getByLabelText(label);

describe('metricText', () => {
  it('shows rates as pt-BR percentages, counts as numbers, a missing value as a dash', () => {
    expect(metricText('open_rate', 45.5)).toBe('45,50%');
    expect(metricText('click_rate', 0)).toBe('0,00%');
    expect(metricText('delivered', 1234)).toBe('1.234');
    expect(metricText('bounce', null)).toBe('—');
  });
});

describe('CampaignReportPanel', () => {
  it('shows the 7 metric cards and the 6 lists with counts, filters and links', async () => {
    const { calls } = await open([{ body: { ok: true, data: REPORT } }]);
    expect(await screen.findByLabelText(t.metrics.open_rate)).toBeTruthy();
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/api/console/campaign-email/black%20friday/report',
      }),
    ]);
    const cards = within(screen.getByRole('list', { name: t.title })).getAllByRole('listitem');
    expect(cards).toHaveLength(7);
    const values: Record<string, string> = {
      delivered: '1.234',
      bounce: '2',
      dropped: '1',
      open: '617',
      open_rate: '50,00%',
      click: '74',
      click_rate: '6,00%',
    };
    for (const [metric, value] of Object.entries(values))
      expect(card(t.metrics[metric as keyof typeof t.metrics]).textContent).toContain(value);

    // Each list is a tab with its count; the first is open.
    for (const [list, count] of [
      ['processed_emails', 4],
      ['dropped_emails', 1],
      ['bounced_emails', 2],
      ['delivered_emails', 1],
      ['opened_emails', 1],
      ['clicked_emails', 0],
    ] as const)
      expect(screen.getByRole('tab', { name: `${t.lists[list]} (${count})` })).toBeTruthy();
    expect(screen.getByText('4 e-mails')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: `${t.lists.bounced_emails} (2)` }));
    const table = await screen.findByRole('table', { name: t.listLabel(t.lists.bounced_emails) });
    expect(
      within(table)
        .getByRole('link', { name: texts.messaging.customers.openCustomer('c@x.com') })
        .getAttribute('href'),
    ).toBe('/console/campaign-email/bf?customerEmail=c%40x.com');
    fireEvent.change(
      screen.getByLabelText(
        `${texts.messaging.customers.filter}: ${t.listLabel(t.lists.bounced_emails)}`,
      ),
      {
        target: { value: 'C@' },
      },
    );
    expect(await screen.findByText('1 de 2 e-mails')).toBeTruthy();
  });

  it('says when the service is down or refuses, and a refresh reads again', async () => {
    const { calls } = await open([
      { status: 0 },
      { status: 404, excerpt: '{"error":"campanha não encontrada"}' },
      { body: { ok: true, data: { unexpected: true } } },
      { body: { ok: true, data: REPORT } },
    ]);
    expect(await screen.findByText(t.failed('Sem conexão com o serviço.'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(t.refresh) }));
    expect(
      await screen.findByText(t.failed('HTTP 404. {"error":"campanha não encontrada"}')),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(t.refresh) }));
    expect(await screen.findByText(t.failed(texts.messaging.malformedAnswer))).toBeTruthy();
    // No zeros are shown for an answer that could not be read.
    expect(screen.queryByLabelText(t.metrics.delivered)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(t.refresh) }));
    expect(await screen.findByLabelText(t.metrics.delivered)).toBeTruthy();
    expect(calls).toHaveLength(4);
  });
});
