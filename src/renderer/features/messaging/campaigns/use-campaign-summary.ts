import { useEffect, useState } from 'react';
import type { CampaignKind } from '../../../../shared/messaging/console-messaging';
import { errorMessage } from '../../../../shared/errors/error-message';
import { documentPathOf } from '../../../data/paths';
import { useDataPorts } from '../../../data/provider';

export interface CampaignSummary {
  name: string;
  segmentId: string;
  /** The segment's name; its id while it is read or when it has none. */
  segmentName: string;
}

export type CampaignSummaryState =
  | { status: 'loading' }
  | { status: 'ready'; summary: CampaignSummary }
  | { status: 'failed'; error: string };

/** The field holding a campaign's segment (spec 02 §3 forms): each kind names it its own way. */
export const SEGMENT_FIELD: Record<CampaignKind, string> = {
  email: 'customerSegmentId',
  whatsapp: 'segment',
};

const textOf = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/**
 * The campaign's name and segment, live: the confirmation names what will be sent, as it is
 * now (someone may have changed the segment since the page opened).
 */
export function useCampaignSummary(
  kind: CampaignKind,
  projectId: string,
  campaignId: string,
): CampaignSummaryState {
  const { documents } = useDataPorts();
  const [campaign, setCampaign] = useState<
    | { status: 'loading' }
    | { status: 'ready'; name: string; segmentId: string }
    | { status: 'failed'; error: string }
  >({ status: 'loading' });
  const [segmentName, setSegmentName] = useState<{ id: string; name: string } | null>(null);

  useEffect(() => {
    setCampaign({ status: 'loading' });
    return documents.watchDocument(
      documentPathOf(projectId, `campaign-${kind}`, campaignId),
      (snapshot) => {
        const data = snapshot.data ?? {};
        setCampaign({
          status: 'ready',
          name: textOf(data.name),
          segmentId: textOf(data[SEGMENT_FIELD[kind]]),
        });
      },
      (error) => setCampaign({ status: 'failed', error: errorMessage(error) }),
    );
  }, [documents, kind, projectId, campaignId]);

  const segmentId = campaign.status === 'ready' ? campaign.segmentId : '';
  useEffect(() => {
    if (segmentId === '') return;
    return documents.watchDocument(
      documentPathOf(projectId, 'customer-segment', segmentId),
      (snapshot) => setSegmentName({ id: segmentId, name: textOf(snapshot.data?.name) }),
      // The id still names the segment when its document cannot be read.
      () => setSegmentName({ id: segmentId, name: '' }),
    );
  }, [documents, projectId, segmentId]);

  if (campaign.status !== 'ready') return campaign;
  // Ready once the segment is read too: the confirmation names it, not its id.
  if (segmentId !== '' && segmentName?.id !== segmentId) return { status: 'loading' };
  const name = segmentName?.id === segmentId ? segmentName.name : '';
  return {
    status: 'ready',
    summary: { name: campaign.name, segmentId, segmentName: name || segmentId },
  };
}
