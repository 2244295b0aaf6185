import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { render } from '../../../test-support/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultLocalProfile } from '../../../../shared/settings/profile';
import { texts } from '../../../../shared/texts/pt-BR';
import type { WhatsappTemplateMessage } from '../../../../shared/whatsapp/send-message';
import { BridgeContext } from '../../../bridge/bridge-context';
import type { DataPorts } from '../../../data/ports';
import { OpenedDataProvider } from '../../../data/provider';
import { createTestLocalPorts } from '../../../test-support/local-ports';
import { createFakeBridge } from '../../../../../tests/support/fake-bridge';
import { CampaignWhatsappPreview } from './campaign-whatsapp-preview';
import type { WhatsappApi } from './whatsapp-api';

const t = texts.whatsapp;
const CAMPAIGN = 'project/demo/campaign-whatsapp/black-friday';

let ports: DataPorts | null = null;
afterEach(async () => {
  await ports?.dispose();
  ports = null;
});

async function setup(campaign: Record<string, unknown>) {
  ports = await createTestLocalPorts([
    {
      path: 'project/demo/whatsapp-template/oferta',
      data: { name: 'oferta', components: [{ type: 'BODY', text: 'Oi {{1}}, veja {{2}}' }] },
    },
    {
      path: 'project/demo/whatsapp-template/aviso',
      data: {
        name: 'aviso',
        components: [{ type: 'HEADER', format: 'TEXT', text: 'Aviso {{1}}' }],
      },
    },
    { path: CAMPAIGN, data: campaign },
  ]);
  const sent: WhatsappTemplateMessage[] = [];
  const api: WhatsappApi = {
    sendTemplate: vi.fn(async (_project: string, message: WhatsappTemplateMessage) => {
      sent.push(message);
      return { ok: true as const, body: {} };
    }),
  };
  const profile = { ...defaultLocalProfile(), functionsUrl: 'https://fn.test' };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App>
        <BridgeContext.Provider value={createFakeBridge().bridge}>
          <OpenedDataProvider ports={ports!} profile={profile} activeProjectId="demo">
            {children}
          </OpenedDataProvider>
        </BridgeContext.Provider>
      </App>
    </ConfigProvider>
  );
  render(<CampaignWhatsappPreview projectId="demo" docId="black-friday" api={api} />, {
    wrapper,
  });
  return { documents: ports.documents, api, sent };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('CampaignWhatsappPreview', () => {
  it("starts from the campaign's params, follows a template change, and sends the test", async () => {
    const { documents, sent } = await setup({
      name: 'Black Friday',
      whatsappTemplateId: 'oferta',
      params: ['Ana'],
    });
    const figure = await screen.findByRole('figure', { name: t.preview.label('oferta') });
    expect(field('Corpo {{1}}').value).toBe('Ana');
    expect(figure.textContent).toBe('Oi Ana, veja {{2}}');

    fireEvent.change(field('Corpo {{2}}'), { target: { value: 'as panelas' } });
    expect(figure.textContent).toBe('Oi Ana, veja as panelas');
    fireEvent.click(screen.getByRole('button', { name: t.sendTest.button }));
    fireEvent.change(await screen.findByLabelText(t.sendTest.phoneLabel), {
      target: { value: '11 98765-4321' },
    });
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: t.sendTest.send }),
    );
    await screen.findByText(t.sendTest.sent('(11) 98765-4321'));
    expect(sent).toEqual([
      {
        to: '5511987654321',
        type: 'template',
        template: {
          name: 'oferta',
          language: { code: 'pt_BR' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Ana' },
                { type: 'text', text: 'as panelas' },
              ],
            },
          ],
        },
      },
    ]);

    // The form chose another template: the panel follows it, with its own parameters.
    await act(() => documents.set(CAMPAIGN, { whatsappTemplateId: 'aviso' }, { merge: true }));
    await screen.findByRole('figure', { name: t.preview.label('aviso') });
    expect(field('Cabeçalho {{1}}').value).toBe('');
    expect(screen.queryByLabelText('Corpo {{1}}')).toBeNull();
  });

  it("without a template it says 'Nenhum template fornecido.' and cannot send", async () => {
    const { api } = await setup({ name: 'Sem modelo' });
    expect(await screen.findByText('Nenhum template fornecido.')).toBeTruthy();
    expect(screen.getByText(t.campaign.noTemplate)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.sendTest.button })).toBeNull();
    expect(api.sendTemplate).not.toHaveBeenCalled();
  });
});
