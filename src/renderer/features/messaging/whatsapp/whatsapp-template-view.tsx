import { Card } from 'antd';
import { texts } from '../../../../shared/texts/pt-BR';
import { WhatsappTemplatePanel } from './whatsapp-template-panel';

export interface WhatsappTemplateViewProps {
  projectId: string;
  /** The whatsapp-template document id. */
  docId: string;
}

/**
 * A whatsapp-template document's preview, parameter form and 'Enviar um teste', in a card.
 * Its props fit a document action of the whatsapp-template collection as they are.
 */
export function WhatsappTemplateView({ projectId, docId }: WhatsappTemplateViewProps) {
  return (
    <Card size="small" title={texts.whatsapp.templatesScreen.previewTitle}>
      <WhatsappTemplatePanel
        projectId={projectId}
        templateId={docId}
        idPrefix={`template-${docId}`}
      />
    </Card>
  );
}
