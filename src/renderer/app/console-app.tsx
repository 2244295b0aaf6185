import { useEffect, useState } from 'react';
import { Button, Result } from 'antd';
import { texts } from '../../shared/texts/pt-BR';
import { DataProvider, type CreatePorts } from '../data/provider';
import {
  connectSettingsMirror,
  resetSettingsStore,
  useSettingsStore,
} from '../stores/settings-store';
import { LoadingState } from '../components/loading-state/loading-state';
import { connectConnectionMirror } from '../stores/connection-store';
import { AppRoutes } from './app-routes';
import { useBridge } from '../bridge/bridge-context';
import { DeepLinkListener } from './deep-link-listener';
import { IdTokenRelay } from './id-token-relay';
import { ShellLayout } from './shell-layout';
import { UploadQueueProvider } from '../uploads/upload-queue-context';

const t = texts.shell.boot;

/**
 * The console inside a router: mirrors settings from main, opens the data ports of the active
 * profile and shows the shell. `createPorts` opens the ports (fake ones in tests).
 */
export function ConsoleApp({ createPorts }: { createPorts: CreatePorts }) {
  const bridge = useBridge();
  const state = useSettingsStore((store) => store.state);
  const error = useSettingsStore((store) => store.error);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => connectSettingsMirror(bridge), [bridge, attempt]);
  useEffect(() => connectConnectionMirror(bridge), [bridge]);

  if (!state) {
    if (!error) return <LoadingState label={t.loadingSettings} />;
    return (
      <Result
        status="error"
        title={t.settingsFailed}
        subTitle={error}
        extra={
          <Button
            type="primary"
            onClick={() => {
              resetSettingsStore();
              setAttempt((value) => value + 1);
            }}
          >
            {t.retry}
          </Button>
        }
      />
    );
  }

  return (
    <DataProvider
      profile={state.effectiveProfile}
      activeProjectId={state.activeProjectId}
      loadSeed={() => bridge.invoke('app.getSeedData', {})}
      demoWrites={(listener) => bridge.on('demo.documentWritten', listener)}
      createPorts={createPorts}
    >
      <DeepLinkListener />
      <IdTokenRelay />
      <UploadQueueProvider>
        <ShellLayout>
          <AppRoutes />
        </ShellLayout>
      </UploadQueueProvider>
    </DataProvider>
  );
}
