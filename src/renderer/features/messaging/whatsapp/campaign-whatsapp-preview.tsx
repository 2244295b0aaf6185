import { Alert, Card, Skeleton, Typography } from 'antd';
import { errorMessage } from '../../../../shared/errors/error-message';
import { texts } from '../../../../shared/texts/pt-BR';
import { documentPathOf } from '../../../data/paths';
import { useLiveDocument } from '../../../data/use-live-document';
import type { WhatsappApi } from './whatsapp-api';
import { WhatsappTemplatePanel } from './whatsapp-template-panel';

const t = texts.whatsapp.campaign;

export interface CampaignWhatsappPreviewProps {
  projectId: string;
  /** The campaign-whatsapp document id (named so the props fit a document action as they are). */
  docId: string;
  api?: WhatsappApi;
}

/**
 * For the campaign-whatsapp document: its template (whatsappTemplateId) previewed with the
 * campaign's params, followed live, so choosing another template in the form shows it here.
 * Values typed here serve the preview and the test send; the campaign's params stay the
 * form's (this writes nothing, so it never races the form's autosave).
 */
export function CampaignWhatsappPreview({
  projectId,
  docId: campaignId,
  api,
}: CampaignWhatsappPreviewProps) {
  const campaign = useLiveDocument(documentPathOf(projectId, 'campaign-whatsapp', campaignId));
  let content;
  if (campaign.status === 'loading') content = <Skeleton active />;
  else if (campaign.status === 'failed') {
    content = <Alert type="error" showIcon title={t.failed(errorMessage(campaign.error))} />;
  } else {
    const data = campaign.snapshot.data ?? {};
    const templateId = typeof data.whatsappTemplateId === 'string' ? data.whatsappTemplateId : '';
    content = (
      <>
        {templateId.trim() === '' && (
          <Typography.Paragraph type="secondary">{t.noTemplate}</Typography.Paragraph>
        )}
        {templateId.trim() !== '' && (
          <Typography.Paragraph type="secondary">{t.paramsNote}</Typography.Paragraph>
        )}
        <WhatsappTemplatePanel
          projectId={projectId}
          templateId={templateId}
          params={data.params}
          api={api}
          idPrefix={`campaign-${campaignId}`}
        />
      </>
    );
  }
  return (
    <Card size="small" title={t.title}>
      {content}
    </Card>
  );
}
