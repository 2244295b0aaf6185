import { Alert, Button, Progress, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { UpdateState } from '../../../shared/bridge/updates';
import { errorMessage } from '../../../shared/errors/error-message';
import { texts } from '../../../shared/texts/pt-BR';
import { useBridge } from '../../bridge/bridge-context';

const t = texts.updates;

/** Main's update state: updates.getState once, then every updates.state event. */
function useUpdateState(): UpdateState | null {
  const bridge = useBridge();
  const [state, setState] = useState<UpdateState | null>(null);
  useEffect(() => {
    let sawEvent = false;
    const off = bridge.on('updates.state', (next) => {
      sawEvent = true;
      setState(next);
    });
    bridge.invoke('updates.getState', {}).then(
      (first) => {
        if (!sawEvent) setState(first);
      },
      // No notice is better than an error for a check the user never asked for.
      () => {},
    );
    return off;
  }, [bridge]);
  return state;
}

/**
 * An installed copy's update, in a corner: 'Atualização disponível' with the version, the
 * background download's progress, then 'Reiniciar e instalar', which main refuses (said here)
 * while a bulk sync runs. 'Depois' hides it until the next version.
 */
export function UpdateNotice() {
  const bridge = useBridge();
  const state = useUpdateState();
  const [hiddenVersion, setHiddenVersion] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [installing, setInstalling] = useState(false);
  if (!state || (state.status !== 'downloading' && state.status !== 'ready')) return null;
  if (hiddenVersion === state.version) return null;

  const install = () => {
    setInstalling(true);
    setRefusal(null);
    bridge.invoke('updates.install', {}).then(
      (result) => {
        setInstalling(false);
        if (!result.ok) setRefusal(result.message);
      },
      (error: unknown) => {
        setInstalling(false);
        setRefusal(errorMessage(error));
      },
    );
  };

  return (
    <div style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1000, width: 360 }}>
      <Alert
        type="info"
        showIcon
        role="status"
        title={`${t.available}: ${t.version(state.version)}`}
        description={
          <Space direction="vertical" style={{ width: '100%' }}>
            {state.status === 'downloading' ? (
              <>
                <Typography.Text>{t.downloading(state.percent)}</Typography.Text>
                <Progress percent={Math.floor(state.percent)} size="small" showInfo={false} />
              </>
            ) : (
              <Typography.Text>{t.downloaded}</Typography.Text>
            )}
            {refusal && <Typography.Text type="warning">{refusal}</Typography.Text>}
            <Space>
              {state.status === 'ready' && (
                <Button type="primary" size="small" loading={installing} onClick={install}>
                  {t.restartAndInstall}
                </Button>
              )}
              <Button size="small" onClick={() => setHiddenVersion(state.version)}>
                {t.later}
              </Button>
            </Space>
          </Space>
        }
      />
    </div>
  );
}
