import { Card, Col, Row, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { texts } from '../../../shared/texts/pt-BR';
import { ServiceRequired } from '../../components/service-required/service-required';
import { DocumentPicker } from '../../features/messaging/whatsapp/document-picker';
import { WhatsappTemplatePanel } from '../../features/messaging/whatsapp/whatsapp-template-panel';
import { WhatsappTemplatesLoadAction } from '../../features/messaging/document-actions/whatsapp-templates-load-action';
import { useActiveProject } from '../../data/provider';
import type { DocumentSnapshot } from '../../data/ports';
import { ScreenHeader } from '../../components/screen-header/screen-header';

const t = texts.whatsapp.templatesScreen;

const templateLabel = (doc: DocumentSnapshot) => {
  const name = doc.data?.name;
  return typeof name === 'string' && name.trim() ? name : doc.id;
};

/**
 * /console/whatsapp-templates?template={id}: the project's whatsapp-template documents, and
 * the chosen one previewed with its parameter form and 'Enviar um teste'.
 */
export default function WhatsappTemplatesScreen() {
  const projectId = useActiveProject();
  const [params, setParams] = useSearchParams();
  const selected = params.get('template')?.trim() || null;
  return (
    <section>
      <ScreenHeader title={t.title} description={t.description} />
      {/* Says when the functions URL is missing (the send needs it) or the answers are demo. */}
      <ServiceRequired services={['functions']} demoNote={texts.labels.demoNotes.whatsapp} />
      <Row gutter={[24, 16]}>
        <Col xs={24} md={7}>
          {/* Offered here, not only inside a template: an empty project loads its first ones. */}
          <Card
            size="small"
            title={t.list}
            extra={<WhatsappTemplatesLoadAction projectId={projectId} />}
          >
            <DocumentPicker
              projectId={projectId}
              collection="whatsapp-template"
              selectedId={selected}
              onSelect={(id) => setParams({ template: id })}
              label={templateLabel}
              ariaLabel={t.list}
              emptyText={t.empty}
              failedText={t.failed}
            />
          </Card>
        </Col>
        <Col xs={24} md={17}>
          {selected ? (
            <WhatsappTemplatePanel projectId={projectId} templateId={selected} />
          ) : (
            <Typography.Paragraph type="secondary">{t.choose}</Typography.Paragraph>
          )}
        </Col>
      </Row>
    </section>
  );
}
