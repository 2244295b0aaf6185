import { useState } from 'react';
import { GoogleOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Typography } from 'antd';
import { errorMessage } from '../../../../shared/errors/error-message';
import { googleAuthUrl } from '../../../../shared/messaging/console-messaging';
import { texts } from '../../../../shared/texts/pt-BR';
import { useBridge } from '../../../bridge/bridge-context';
import { useActiveProfile } from '../../../data/provider';
import { useSettingsStore } from '../../../stores/settings-store';

const t = texts.messaging.actions.google;

/**
 * Google console settings (spec 02 §2): 'Conectar' opens /api/console/auth/google on the console
 * API's base URL in the system browser, where the OAuth consent happens. The bridge opens only
 * https links; a plain-http base URL (a local sandbox) is shown to open by hand instead.
 */
export function GoogleConnectAction() {
  const bridge = useBridge();
  const profile = useActiveProfile();
  const { message } = App.useApp();
  const [manualUrl, setManualUrl] = useState<string | null>(null);
  // The demo services answer main's client only (they need its secret): a browser tab gets
  // the demo's consent page, on its read-only asset origin, instead.
  const demoAssets = useSettingsStore((store) =>
    store.state?.demoServices ? store.state.demoAssetsUrl : undefined,
  );
  const url = demoAssets ? `${demoAssets}/google-consent` : googleAuthUrl(profile.apiUrl);

  const connect = async () => {
    if (!url) return;
    if (!url.startsWith('https://')) {
      setManualUrl(url);
      return;
    }
    try {
      const opened = await bridge.invoke('app.openExternal', { url });
      if (opened) message.success(t.opened);
      else message.error(t.failed(url));
    } catch (error) {
      message.error(t.failed(errorMessage(error)));
    }
  };

  return (
    <Card size="small" title={t.title}>
      <Flex vertical gap={12}>
        <Typography.Text>{t.description}</Typography.Text>
        {url === null ? (
          <Alert type="warning" showIcon title={t.noApi} />
        ) : (
          <Button
            type="primary"
            icon={<GoogleOutlined />}
            onClick={() => void connect()}
            style={{ alignSelf: 'start' }}
          >
            {t.connect}
          </Button>
        )}
        {manualUrl && (
          <Alert
            type="info"
            showIcon
            title={
              <Typography.Text copyable={{ text: manualUrl }}>
                {t.notHttps(manualUrl)}
              </Typography.Text>
            }
          />
        )}
      </Flex>
    </Card>
  );
}
