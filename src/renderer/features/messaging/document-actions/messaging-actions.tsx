import { Flex } from 'antd';
import { CampaignReportPanel } from '../campaigns/campaign-report-panel';
import { CampaignSendButton } from '../campaigns/campaign-send-button';
import { SegmentTestPanel } from '../segments/segment-test-panel';
import type { DocumentActionProps } from '../../../contributions/document-actions';

/** customer-segment: the segment test panel. */
export function SegmentTestAction({ docId }: DocumentActionProps) {
  return <SegmentTestPanel segmentId={docId} />;
}

/** campaign-email: the send, then the report. */
export function CampaignEmailActions({ projectId, docId }: DocumentActionProps) {
  return (
    <Flex vertical gap={12}>
      <div>
        <CampaignSendButton kind="email" projectId={projectId} campaignId={docId} />
      </div>
      <CampaignReportPanel campaignId={docId} />
    </Flex>
  );
}

/** campaign-whatsapp: the send. */
export function CampaignWhatsappActions({ projectId, docId }: DocumentActionProps) {
  return <CampaignSendButton kind="whatsapp" projectId={projectId} campaignId={docId} />;
}
