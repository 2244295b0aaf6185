import { useMemo } from 'react';
import { Alert, Skeleton } from 'antd';
import { errorMessage } from '../../../../shared/errors/error-message';
import { texts } from '../../../../shared/texts/pt-BR';
import { valuesFromCampaignParams } from '../../../../shared/whatsapp/campaign-params';
import { initialValues, type ParameterValues } from '../../../../shared/whatsapp/placeholders';
import { parseWhatsappTemplate } from '../../../../shared/whatsapp/template';
import { documentPathOf } from '../../../data/paths';
import { useLiveDocument } from '../../../data/use-live-document';
import type { WhatsappApi } from './whatsapp-api';
import { WhatsappMessagePreview } from './whatsapp-message-preview';
import { WhatsappTemplateWorkbench } from './whatsapp-template-workbench';

const t = texts.whatsapp;

export interface WhatsappTemplatePanelProps {
  projectId: string;
  /** The whatsapp-template document id; null or empty: no template (the preview says so). */
  templateId: string | null;
  /** A campaign's `params`, to start the form with (see valuesFromCampaignParams). */
  params?: unknown;
  onValuesChange?(values: ParameterValues): void;
  api?: WhatsappApi;
  idPrefix?: string;
}

/**
 * A whatsapp-template document, followed live, in the workbench: preview, parameter form and
 * 'Enviar um teste'. A template edited elsewhere updates the preview and keeps what was typed.
 */
export function WhatsappTemplatePanel({
  projectId,
  templateId,
  params,
  onValuesChange,
  api,
  idPrefix,
}: WhatsappTemplatePanelProps) {
  const id = templateId?.trim() ? templateId.trim() : null;
  const live = useLiveDocument(id ? documentPathOf(projectId, 'whatsapp-template', id) : null);
  const data = live.status === 'ready' ? live.snapshot.data : null;
  const parsed = useMemo(() => (data ? parseWhatsappTemplate(data) : null), [data]);

  if (!id) return <WhatsappMessagePreview template={null} values={{}} />;
  if (live.status === 'loading') return <Skeleton active />;
  if (live.status === 'failed') {
    return <Alert type="error" showIcon title={t.campaign.failed(errorMessage(live.error))} />;
  }
  if (!live.snapshot.exists || !parsed) {
    return (
      <>
        <Alert type="warning" showIcon title={t.campaign.missingTemplate(id)} />
        <WhatsappMessagePreview template={null} values={{}} />
      </>
    );
  }
  if (!parsed.ok) {
    return (
      <>
        <Alert type="warning" showIcon title={t.preview.malformed(parsed.detail)} />
        <WhatsappMessagePreview template={null} values={{}} />
      </>
    );
  }
  const template = parsed.template;
  return (
    <WhatsappTemplateWorkbench
      // A new template (or project) starts the form over; a live edit of the same one does not.
      key={`${projectId}/${id}`}
      projectId={projectId}
      template={template}
      initialValues={{
        ...initialValues(template),
        ...valuesFromCampaignParams(params, template),
      }}
      onValuesChange={onValuesChange}
      api={api}
      idPrefix={idPrefix}
    />
  );
}
