import { useState } from 'react';
import { CloudDownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { texts } from '../../../../../shared/texts/pt-BR';
import { useMessagingApi } from '../../../messaging/use-messaging-api';

const t = texts.messaging.actions.whatsappLoad;

/** whatsapp-template: POST /api/console/whatsapp-template/load-from-api (spec 02 §7). */
export function WhatsappTemplatesLoadAction() {
  const api = useMessagingApi();
  const { modal, message } = App.useApp();
  const [running, setRunning] = useState(false);

  const load = async () => {
    setRunning(true);
    try {
      const result = await api.loadWhatsappTemplates();
      if (result.ok) message.success(t.done(result.value));
      else message.error(t.failed(result.error));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Button
      icon={<CloudDownloadOutlined />}
      loading={running}
      onClick={() =>
        modal.confirm({
          title: t.confirmTitle,
          content: t.confirm,
          okText: t.ok,
          cancelText: texts.messaging.send.cancel,
          onOk: () => load(),
        })
      }
    >
      {t.run}
    </Button>
  );
}
