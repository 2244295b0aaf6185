import { Alert, Card, Skeleton } from 'antd';
import { errorMessage } from '../../../../shared/errors/error-message';
import { texts } from '../../../../shared/texts/pt-BR';
import { documentPathOf } from '../../../data/paths';
import { ConversationHeader } from './conversation-header';
import { useLiveDocument } from '../../../data/use-live-document';

const t = texts.whatsapp.conversations;

export interface ConversationHeaderViewProps {
  projectId: string;
  /** The conversation document id (the phone). */
  docId: string;
}

/**
 * One conversation, read live, under its header. Its props fit a document action of the
 * conversation collection as they are.
 */
export function ConversationHeaderView({ projectId, docId }: ConversationHeaderViewProps) {
  const live = useLiveDocument(documentPathOf(projectId, 'conversation', docId));
  if (live.status === 'loading') return <Skeleton active />;
  if (live.status === 'failed') {
    return <Alert type="error" showIcon title={t.failed(errorMessage(live.error))} />;
  }
  if (!live.snapshot.exists) return <Alert type="warning" showIcon title={t.notFound(docId)} />;
  return (
    <Card>
      <ConversationHeader projectId={projectId} conversationId={docId} data={live.snapshot.data} />
    </Card>
  );
}
