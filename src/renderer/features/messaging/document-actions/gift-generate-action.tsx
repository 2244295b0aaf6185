import { GiftOutlined } from '@ant-design/icons';
import { texts } from '../../../../shared/texts/pt-BR';
import { useMessagingApi } from '../use-messaging-api';
import { ConfirmedApiAction } from './confirmed-api-action';

const t = texts.messaging.actions.gift;

/**
 * product-gift: POST /api/console/products/gift/generate with `{}` (spec 02 §7). The backend
 * clears every gift and processes the rules again, so the confirmation says exactly that.
 */
export function GiftGenerateAction() {
  const api = useMessagingApi();
  return (
    <ConfirmedApiAction
      icon={<GiftOutlined />}
      labels={t}
      danger
      call={api.generateGifts}
      done={() => t.done}
      failed={t.failed}
    />
  );
}
