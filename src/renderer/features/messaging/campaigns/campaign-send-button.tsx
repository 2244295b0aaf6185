import { useRef, useState } from 'react';
import { SendOutlined } from '@ant-design/icons';
import { App, Button, Descriptions } from 'antd';
import type { CampaignKind } from '../../../../shared/messaging/console-messaging';
import {
  campaignSendKey,
  pendingSendSlot,
  sendOutcomeUnknown,
} from '../../../../shared/messaging/send-key';
import { texts } from '../../../../shared/texts/pt-BR';
import type { MessagingApi, MessagingResult } from '../messaging-api';
import { useMessagingApi } from '../use-messaging-api';
import { BUSY, sendGuard as windowSendGuard, type SendGuard } from './send-guard';
import { useCampaignSummary, type CampaignSummary } from './use-campaign-summary';

const t = texts.messaging.send;

export interface CampaignSendButtonProps {
  kind: CampaignKind;
  projectId: string;
  campaignId: string;
  /** For tests; the app uses the signed-in user's calls and the window's guard. */
  api?: MessagingApi;
  guard?: SendGuard;
}

/**
 * Sends a campaign (spec 02 §7, GET …/send) after 'Confirma o envio?', which names the
 * campaign and its segment. Never twice for one intent: the button is disabled from the first
 * click until the answer, one send per campaign runs across windows, and the request carries
 * an Idempotency-Key born at the confirmation and kept for retries while the outcome is unknown.
 */
export function CampaignSendButton({
  kind,
  projectId,
  campaignId,
  api,
  guard = windowSendGuard,
}: CampaignSendButtonProps) {
  const ownApi = useMessagingApi();
  const calls = api ?? ownApi;
  const { modal, message } = App.useApp();
  const summary = useCampaignSummary(kind, projectId, campaignId);
  // A ref, not only state: a double click lands before React re-renders the disabled button.
  const phase = useRef<'idle' | 'confirming' | 'sending'>('idle');
  const [busy, setBusy] = useState<'idle' | 'confirming' | 'sending'>('idle');
  const move = (next: typeof phase.current) => {
    phase.current = next;
    setBusy(next);
  };

  const send = async (campaign: CampaignSummary) => {
    if (phase.current === 'sending') return;
    move('sending');
    const confirmedAt = new Date();
    const slot = pendingSendSlot(kind, projectId, campaignId);
    try {
      const result = await guard.exclusive(slot, async (): Promise<MessagingResult<unknown>> => {
        const key =
          guard.pendingKey(slot) ?? campaignSendKey(kind, projectId, campaignId, confirmedAt);
        guard.keepKey(slot, key);
        const answer = await calls.sendCampaign(kind, campaignId, key);
        if (answer.ok || !sendOutcomeUnknown(answer.status)) guard.clearKey(slot);
        return answer;
      });
      if (result === BUSY) message.warning(t.inFlightElsewhere);
      else if (result.ok) message.success(t.sent(campaign.name || campaignId));
      else if (sendOutcomeUnknown(result.status)) message.error(t.unknownOutcome(result.error));
      else message.error(t.failed(result.error));
    } finally {
      move('idle');
    }
  };

  const ask = () => {
    if (phase.current !== 'idle' || summary.status !== 'ready') return;
    const campaign = summary.summary;
    if (campaign.segmentId === '') {
      message.warning(t.noSegment);
      return;
    }
    move('confirming');
    modal.confirm({
      title: t.confirm,
      content: (
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'campaign', label: t.campaign, children: campaign.name || t.unnamed },
            { key: 'segment', label: t.segment, children: campaign.segmentName },
          ]}
        />
      ),
      okText: t.confirmOk,
      cancelText: t.cancel,
      // The dialog stays open, its button loading, until the answer.
      onOk: () => send(campaign),
      onCancel: () => move('idle'),
    });
  };

  return (
    <Button
      type="primary"
      icon={<SendOutlined />}
      loading={busy === 'sending'}
      disabled={busy !== 'idle' || summary.status !== 'ready'}
      onClick={ask}
      title={summary.status === 'failed' ? t.readFailed(summary.error) : undefined}
    >
      {busy === 'sending' ? t.sending : kind === 'email' ? t.email : t.whatsapp}
    </Button>
  );
}
