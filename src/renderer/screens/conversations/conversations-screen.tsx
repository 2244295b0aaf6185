import { Card, Col, Row, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { texts } from '../../../shared/texts/pt-BR';
import {
  conversationCustomerId,
  formatConversationPhone,
} from '../../../shared/whatsapp/conversation';
import { ConversationHeaderView } from '../../features/messaging/whatsapp/conversation-header-view';
import { DocumentPicker } from '../../features/messaging/whatsapp/document-picker';
import type { DocumentSnapshot } from '../../data/ports';
import { useActiveProject } from '../../data/provider';
import { ScreenHeader } from '../../components/screen-header/screen-header';

const t = texts.whatsapp.conversations;

const conversationLabel = (doc: DocumentSnapshot) => {
  const customer = conversationCustomerId(doc.data);
  return (
    <span>
      {formatConversationPhone(doc.id)}{' '}
      <Typography.Text type="secondary">
        · {customer ? t.withCustomer(customer) : t.noCustomer}
      </Typography.Text>
    </span>
  );
};

/**
 * /console/conversations?conversation={phone}: the project's WhatsApp conversations
 * (project/{id}/conversation/{phone}), the chosen one under its header (spec 01 §2).
 */
export default function ConversationsScreen() {
  const projectId = useActiveProject();
  const [params, setParams] = useSearchParams();
  const selected = params.get('conversation')?.trim() || null;
  return (
    <section>
      <ScreenHeader title={t.title} description={t.description} />
      <Row gutter={[24, 16]}>
        <Col xs={24} md={8}>
          <Card size="small" title={t.list}>
            <DocumentPicker
              projectId={projectId}
              collection="conversation"
              selectedId={selected}
              onSelect={(id) => setParams({ conversation: id })}
              label={conversationLabel}
              ariaLabel={t.list}
              emptyText={t.empty}
              failedText={t.failed}
            />
          </Card>
        </Col>
        <Col xs={24} md={16}>
          {selected ? (
            // Keyed: another conversation starts with its own header state.
            <ConversationHeaderView
              key={`${projectId}/${selected}`}
              projectId={projectId}
              docId={selected}
            />
          ) : (
            <Typography.Paragraph type="secondary">{t.choose}</Typography.Paragraph>
          )}
        </Col>
      </Row>
    </section>
  );
}
