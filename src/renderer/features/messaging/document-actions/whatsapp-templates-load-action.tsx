import { CloudDownloadOutlined } from '@ant-design/icons';
import { texts } from '../../../../shared/texts/pt-BR';
import { useMessagingApi } from '../use-messaging-api';
import { ConfirmedApiAction } from './confirmed-api-action';

const t = texts.messaging.actions.whatsappLoad;

/** whatsapp-template: POST /api/console/whatsapp-template/load-from-api (spec 02 §7). */
export function WhatsappTemplatesLoadAction() {
  const api = useMessagingApi();
  return (
    <ConfirmedApiAction
      icon={<CloudDownloadOutlined />}
      labels={t}
      call={api.loadWhatsappTemplates}
      done={t.done}
      failed={t.failed}
    />
  );
}
