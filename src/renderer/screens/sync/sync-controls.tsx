import { Alert, Button, Progress, Space, Typography } from 'antd';
import {
  CaretRightOutlined,
  CloudUploadOutlined,
  DownloadOutlined,
  PauseOutlined,
  PlusOutlined,
  RedoOutlined,
} from '@ant-design/icons';
import type { SyncSnapshot } from '../../../shared/sync/run-state';
import { texts } from '../../../shared/texts/pt-BR';
import { useConnectionLost } from '../../stores/connection-store';
import { SyncProblems } from './sync-problems';
import type { useSyncCommands } from './use-sync-commands';

const t = texts.sync.screen;

interface SyncControlsProps {
  snapshot: SyncSnapshot | null;
  commands: ReturnType<typeof useSyncCommands>;
}

/**
 * Right column buttons: Iniciar/Pausar, Enviar para backend, Retentar Erros, CSV export, with
 * what the last one refused right under them.
 */
export function SyncControls({ snapshot, commands }: SyncControlsProps) {
  const run = snapshot?.run ?? null;
  const send = snapshot?.send ?? null;
  const running = run?.status === 'running';
  const paused = run?.status === 'paused';
  const sending = send?.status === 'sending';
  const { busy } = commands;
  // Out of reach of the host: commands are disabled, never queued for later.
  const lost = useConnectionLost();

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
          disabled={lost}
          onClick={toggle}
        >
          {running ? t.pause : t.start}
        </Button>
        {paused && (
          <Button
            icon={<PlusOutlined />}
            disabled={busy !== null || lost}
            onClick={() => void commands.start()}
          >
            {t.newRun}
          </Button>
        )}
        <Button
          icon={<CloudUploadOutlined />}
          loading={busy === 'send' || sending}
          disabled={lost}
          onClick={() => void commands.sendToBackend()}
        >
          {t.sendToBackend}
        </Button>
        <Button
          icon={<RedoOutlined />}
          loading={busy === 'retry'}
          disabled={lost}
          onClick={() => void commands.retryErrors()}
        >
          {t.retryErrors}
        </Button>
        <Button
          icon={<DownloadOutlined />}
          disabled={!run || run.errorCount === 0 || lost}
          loading={busy === 'export'}
          onClick={() => run && void commands.exportErrors(run.id)}
        >
          {t.exportErrors}
        </Button>
      </Space>
      <SyncProblems />
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
