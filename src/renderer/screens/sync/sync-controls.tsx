import { Alert, Button, Progress, Space, Typography } from 'antd';
import {
  CaretRightOutlined,
  CloudUploadOutlined,
  DownloadOutlined,
  PauseOutlined,
  PlusOutlined,
  RedoOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import type { SyncSnapshot } from '../../../shared/sync/run-state';
import { texts } from '../../../shared/texts/pt-BR';
import { useSyncForm } from './sync-form-store';
import type { useSyncCommands } from './use-sync-commands';

const t = texts.sync.screen;

interface SyncControlsProps {
  snapshot: SyncSnapshot | null;
  commands: ReturnType<typeof useSyncCommands>;
}

/** Right column buttons: Iniciar/Pausar, Enviar para backend, Retentar Erros, CSV export. */
export function SyncControls({ snapshot, commands }: SyncControlsProps) {
  const run = snapshot?.run ?? null;
  const send = snapshot?.send ?? null;
  const errors = useSyncForm((state) => state.errors);
  const workersErrors = errors.filter((error) => error.field === 'workersUrl');
  const running = run?.status === 'running';
  const paused = run?.status === 'paused';
  const sending = send?.status === 'sending';
  const { busy } = commands;

  // Iniciar resumes a paused run; on no run or a finished one it starts a new run.
  const toggle = () => {
    if (running) void commands.pause();
    else if (paused) void commands.resume();
    else void commands.start();
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Button
          type="primary"
          icon={running ? <PauseOutlined /> : <CaretRightOutlined />}
          loading={busy === 'start' || busy === 'pause' || busy === 'resume'}
          onClick={toggle}
        >
          {running ? t.pause : t.start}
        </Button>
        {paused && (
          <Button
            icon={<PlusOutlined />}
            disabled={busy !== null}
            onClick={() => void commands.start()}
          >
            {t.newRun}
          </Button>
        )}
        <Button
          icon={<CloudUploadOutlined />}
          loading={busy === 'send' || sending}
          onClick={() => void commands.sendToBackend()}
        >
          {t.sendToBackend}
        </Button>
        <Button
          icon={<RedoOutlined />}
          loading={busy === 'retry'}
          onClick={() => void commands.retryErrors()}
        >
          {t.retryErrors}
        </Button>
        <Button
          icon={<DownloadOutlined />}
          disabled={!run || run.errorCount === 0}
          loading={busy === 'export'}
          onClick={() => run && void commands.exportErrors(run.id)}
        >
          {t.exportErrors}
        </Button>
      </Space>
      {workersErrors.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={workersErrors.map((error) => error.message).join(' ')}
          description={<Link to="/console/settings">{t.openSettings}</Link>}
        />
      )}
      {send && (
        <div aria-live="polite">
          <Typography.Text>
            {send.status === 'done'
              ? t.sendDone(send.sentUrls)
              : send.status === 'error'
                ? t.sendFailed
                : t.sendProgress(send.sentChunks, send.totalChunks)}
          </Typography.Text>
          <Progress
            percent={
              send.totalChunks === 0 ? 100 : Math.round((send.sentChunks / send.totalChunks) * 100)
            }
            status={
              send.status === 'error' ? 'exception' : send.status === 'done' ? 'success' : 'active'
            }
            aria-label={t.sendToBackend}
          />
          {send.error && <Alert type="error" showIcon title={send.error} />}
        </div>
      )}
    </Space>
  );
}
