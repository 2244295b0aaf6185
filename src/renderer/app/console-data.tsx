import { useEffect, useState, type ReactNode } from 'react';
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
import { useBridge } from '../bridge/bridge-context';
import { UploadQueueProvider } from '../features/uploads/upload-queue-context';

const t = texts.shell.boot;

/**
 * What every screen stands on: the settings mirrored from main, the data ports of the active
 * profile and the upload queue. `createPorts` opens the ports (fake ones in tests).
 */
export function ConsoleData({
  createPorts,
  children,
}: {
  createPorts: CreatePorts;
  children: ReactNode;
}) {
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
      <UploadQueueProvider>{children}</UploadQueueProvider>
    </DataProvider>
  );
}
