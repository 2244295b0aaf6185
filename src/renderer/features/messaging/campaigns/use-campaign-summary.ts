import type { CampaignKind } from '../../../../shared/messaging/console-messaging';
import { errorMessage } from '../../../../shared/errors/error-message';
import { documentPathOf } from '../../../data/paths';
import { useLiveDocument } from '../../../data/use-live-document';

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
  const campaign = useLiveDocument(documentPathOf(projectId, `campaign-${kind}`, campaignId));
  const data = campaign.status === 'ready' ? (campaign.snapshot.data ?? {}) : null;
  const segmentId = data ? textOf(data[SEGMENT_FIELD[kind]]) : '';
  const segment = useLiveDocument(
    segmentId === '' ? null : documentPathOf(projectId, 'customer-segment', segmentId),
  );
  if (campaign.status === 'failed')
    return { status: 'failed', error: errorMessage(campaign.error) };
  if (!data) return { status: 'loading' };
  // Ready once the segment is read too: the confirmation names it, not its id.
  if (segmentId !== '' && segment.status === 'loading') return { status: 'loading' };
  // The id still names the segment when its document cannot be read.
  const segmentName = segment.status === 'ready' ? textOf(segment.snapshot.data?.name) : '';
  return {
    status: 'ready',
    summary: { name: textOf(data.name), segmentId, segmentName: segmentName || segmentId },
  };
}
