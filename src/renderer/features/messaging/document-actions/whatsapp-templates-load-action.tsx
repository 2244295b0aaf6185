import { CloudDownloadOutlined } from '@ant-design/icons';
import { texts } from '../../../../shared/texts/pt-BR';
import { useMessagingApi } from '../use-messaging-api';
import { ConfirmedApiAction } from './confirmed-api-action';

const t = texts.messaging.actions.whatsappLoad;

/**
 * whatsapp-template: POST /api/console/whatsapp-template/load-from-api?project= (spec 02 §7).
 * The API writes the templates to the project, so the live list shows them.
 */
export function WhatsappTemplatesLoadAction({ projectId }: { projectId: string }) {
  const api = useMessagingApi();
  return (
    <ConfirmedApiAction
      icon={<CloudDownloadOutlined />}
      labels={t}
      call={() => api.loadWhatsappTemplates(projectId)}
      done={t.done}
      failed={t.failed}
    />
  );
}
