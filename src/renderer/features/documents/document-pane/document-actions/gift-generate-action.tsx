import { useState } from 'react';
import { GiftOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { texts } from '../../../../../shared/texts/pt-BR';
import { useMessagingApi } from '../../../messaging/use-messaging-api';

const t = texts.messaging.actions.gift;

/**
 * product-gift: POST /api/console/products/gift/generate with `{}` (spec 02 §7). The backend
 * clears every gift and processes the rules again, so the confirmation says exactly that.
 */
export function GiftGenerateAction() {
  const api = useMessagingApi();
  const { modal, message } = App.useApp();
  const [running, setRunning] = useState(false);

  const generate = async () => {
    setRunning(true);
    try {
      const result = await api.generateGifts();
      if (result.ok) message.success(t.done);
      else message.error(t.failed(result.error));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Button
      icon={<GiftOutlined />}
      loading={running}
      onClick={() =>
        modal.confirm({
          title: t.confirmTitle,
          content: t.confirm,
          okText: t.ok,
          okButtonProps: { danger: true },
          cancelText: texts.messaging.send.cancel,
          onOk: () => generate(),
        })
      }
    >
      {t.run}
    </Button>
  );
}
