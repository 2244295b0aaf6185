import { useCallback, useEffect } from 'react';
import { Alert, Col, Empty, Row, Space, theme } from 'antd';
import { DEMO_FAILING_CODES } from '../../../shared/data/demo-services';
import { texts } from '../../../shared/texts/pt-BR';
import { useBridge } from '../../bridge/bridge-context';
import { ServiceRequired } from '../../components/service-required/service-required';
import { connectSyncMirror, useSyncStore } from '../../stores/sync-store';
import { RunHistory } from './run-history';
import { RunSummary } from './run-summary';
import { SyncControls } from './sync-controls';
import { SyncForm } from './sync-form';
import { SyncGrid } from './grid/sync-grid';
import { useSyncCommands } from './use-sync-commands';
import { ScreenHeader } from '../../components/screen-header/screen-header';

const t = texts.sync.screen;

/** The two columns of spec §2 plus the history; the run itself lives in the main process. */
function SyncWorkspace() {
  const bridge = useBridge();
  const snapshot = useSyncStore((state) => state.snapshot);
  const mirrorError = useSyncStore((state) => state.error);
  const commands = useSyncCommands();
  const { token } = theme.useToken();
  const run = snapshot?.run ?? null;

  useEffect(() => connectSyncMirror(bridge), [bridge]);

  const live = run !== null && run.status !== 'finished';
  const { setConcurrency, exportErrors } = commands;
  // Stable callbacks: the form and history skip the re-render each progress batch causes.
  const onConcurrencyChange = useCallback(
    (concurrency: number) => {
      // Only a live run takes the new value; otherwise it is used by the next Iniciar.
      if (live) void setConcurrency(concurrency);
    },
    [live, setConcurrency],
  );
  const onExport = useCallback((runId: string) => void exportErrors(runId), [exportErrors]);

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {mirrorError && <Alert type="error" showIcon title={t.mirrorFailed(mirrorError)} />}
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={8}>
          <SyncForm
            liveConcurrency={live ? run.concurrency : null}
            onConcurrencyChange={onConcurrencyChange}
          />
        </Col>
        <Col xs={24} lg={16}>
          {/* The buttons (and what they refused) stay in view while the long form scrolls. */}
          <div
            style={{
              position: 'sticky',
              top: 0,
              zIndex: 3,
              background: token.colorBgLayout,
              paddingBlock: 8,
              marginBottom: 8,
            }}
          >
            <SyncControls snapshot={snapshot} commands={commands} />
          </div>
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            {run ? (
              <>
                <RunSummary run={run} lastError={snapshot?.lastError ?? null} />
                <SyncGrid run={run} />
              </>
            ) : (
              <Empty description={t.noRun} />
            )}
          </Space>
        </Col>
      </Row>
      <RunHistory
        refreshKey={run ? `${run.id}:${run.status}` : 'none'}
        exporting={commands.busy === 'export'}
        onExport={onExport}
      />
    </Space>
  );
}

export default function SyncScreen() {
  return (
    <section>
      <ScreenHeader title={texts.shell.screens.sync.title} />
      <ServiceRequired
        services={['workers']}
        demoNote={texts.labels.demoNotes.sync(DEMO_FAILING_CODES.join(texts.labels.and))}
      >
        <SyncWorkspace />
      </ServiceRequired>
    </section>
  );
}
