import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HttpRequest } from '../../../../shared/bridge/http';
import { texts } from '../../../../shared/texts/pt-BR';
import { renderMessaging, scriptApi, type ApiAnswer } from '../../../test-support/render-messaging';
import { createFakeBridge } from '../../../../../tests/support/fake-bridge';
import type { CampaignKind } from '../../../../shared/messaging/console-messaging';
import { CampaignSendButton } from './campaign-send-button';
import { BUSY, createSendGuard, type SendGuard } from './send-guard';

vi.setConfig({ testTimeout: 60_000 });

const t = texts.messaging.send;
const SEGMENT = {
  path: 'project/demo/customer-segment/panelas',
  data: { name: 'Compradores de panelas' },
};
const EMAIL_CAMPAIGN = {
  path: 'project/demo/campaign-email/bf',
  data: { name: 'Black Friday: panelas', customerSegmentId: 'panelas' },
};
const WHATSAPP_CAMPAIGN = {
  path: 'project/demo/campaign-whatsapp/wa',
  data: { name: 'Carrinho', segment: 'panelas' },
};

let dispose: (() => Promise<void>) | null = null;
afterEach(async () => {
  await dispose?.();
  dispose = null;
});

function memoryGuard(): SendGuard {
  const map = new Map<string, string>();
  return createSendGuard(undefined, {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  });
}

async function open(
  kind: CampaignKind,
  campaignId: string,
  answer: (request: HttpRequest) => ApiAnswer | Promise<ApiAnswer>,
  guard: SendGuard = memoryGuard(),
  campaigns = [EMAIL_CAMPAIGN, WHATSAPP_CAMPAIGN],
) {
  const fake = createFakeBridge();
  const calls = scriptApi(fake, answer);
  const view = await renderMessaging(
    <CampaignSendButton kind={kind} projectId="demo" campaignId={campaignId} guard={guard} />,
    { fake, documents: [SEGMENT, ...campaigns] },
  );
  dispose = view.dispose;
  return { ...view, calls, guard };
}

const sendButton = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
const ready = async (name: string) =>
  waitFor(() => expect((sendButton(name) as HTMLButtonElement).disabled).toBe(false));
const dialog = () => screen.findByRole('dialog');

describe('CampaignSendButton', () => {
  it("asks 'Confirma o envio?' naming campaign and segment, and sends once after double clicks", async () => {
    let answer!: (reply: ApiAnswer) => void;
    const { calls } = await open('email', 'bf', () => new Promise((done) => (answer = done)));
    await ready(t.email);
    fireEvent.click(sendButton(t.email));
    fireEvent.click(sendButton(t.email));
    const confirm = await dialog();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    // antd's confirm names the dialog by its title, so it is there twice (title and label).
    expect(within(confirm).getAllByText(t.confirm).length).toBeGreaterThan(0);
    expect(within(confirm).getByText('Black Friday: panelas')).toBeTruthy();
    expect(within(confirm).getByText('Compradores de panelas')).toBeTruthy();

    const ok = within(confirm).getByRole('button', { name: t.confirmOk });
    fireEvent.click(ok);
    fireEvent.click(ok);
    await waitFor(() => expect(calls).toHaveLength(1));
    // While the answer is awaited, the page's button cannot start another send.
    expect((sendButton(t.sending) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(sendButton(t.sending));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      service: 'api',
      method: 'GET',
      path: '/api/console/campaign-email/bf/send',
    });
    expect(calls[0]!.idempotencyKey).toMatch(/^campaign-email:demo:bf:\d{4}-\d\d-\d\dT/);

    await act(async () => answer({ body: { ok: true, data: { queued: 12 } } }));
    expect(await screen.findByText(t.sent('Black Friday: panelas'))).toBeTruthy();
    await ready(t.email);
    expect(calls).toHaveLength(1);
  });

  it('keeps the key while the outcome is unknown, reuses it on the retry, and not after', async () => {
    const answers: ApiAnswer[] = [
      { status: 0 },
      { status: 502 },
      { body: { ok: true } },
      { body: { ok: true } },
    ];
    const { calls } = await open('whatsapp', 'wa', () => answers.shift()!);
    const confirmOnce = async () => {
      await ready(t.whatsapp);
      fireEvent.click(sendButton(t.whatsapp));
      fireEvent.click(within(await dialog()).getByRole('button', { name: t.confirmOk }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    await confirmOnce();
    expect(await screen.findByText(t.unknownOutcome('Sem conexão com o serviço.'))).toBeTruthy();
    await confirmOnce();
    await confirmOnce();
    await confirmOnce();
    expect(calls.map((call) => call.path)).toEqual(
      Array(4).fill('/api/console/campaign-whatsapp/wa/send'),
    );
    const keys = calls.map((call) => call.idempotencyKey);
    expect(keys[0]).toMatch(/^campaign-whatsapp:demo:wa:/);
    // The network failure and the 502 leave the outcome unknown: the same key each time.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    // Once an answer is known, the next confirmation is a new intent with its own key.
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('a refusal (4xx) says nothing was sent and the next confirmation gets a new key', async () => {
    const answers: ApiAnswer[] = [
      { status: 403, excerpt: '{"error":"sem permissão"}' },
      { body: { ok: true } },
    ];
    const { calls } = await open('email', 'bf', () => answers.shift()!);
    for (let i = 0; i < 2; i++) {
      await ready(t.email);
      fireEvent.click(sendButton(t.email));
      fireEvent.click(within(await dialog()).getByRole('button', { name: t.confirmOk }));
      await waitFor(() => expect(calls).toHaveLength(i + 1));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(screen.getByText(t.failed('HTTP 403. {"error":"sem permissão"}'))).toBeTruthy();
    expect(calls[1]!.idempotencyKey).not.toBe(calls[0]!.idempotencyKey);
  });

  it('cancel sends nothing; a campaign without segment is not sent', async () => {
    const { calls } = await open('email', 'bf', () => ({ body: {} }), memoryGuard(), [
      {
        path: 'project/demo/campaign-email/bf',
        data: { name: 'Sem segmento', customerSegmentId: '' },
      },
    ]);
    await ready(t.email);
    fireEvent.click(sendButton(t.email));
    expect(await screen.findByText(t.noSegment)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('cancel leaves the button ready and sends nothing', async () => {
    const { calls } = await open('email', 'bf', () => ({ body: {} }));
    await ready(t.email);
    fireEvent.click(sendButton(t.email));
    fireEvent.click(within(await dialog()).getByRole('button', { name: t.cancel }));
    await ready(t.email);
    expect(calls).toHaveLength(0);
  });

  it('says so when the same campaign is being sent in another window, sending nothing', async () => {
    const busy: SendGuard = { ...memoryGuard(), exclusive: async () => BUSY };
    const { calls } = await open('email', 'bf', () => ({ body: {} }), busy);
    await ready(t.email);
    fireEvent.click(sendButton(t.email));
    fireEvent.click(within(await dialog()).getByRole('button', { name: t.confirmOk }));
    expect(await screen.findByText(t.inFlightElsewhere)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
