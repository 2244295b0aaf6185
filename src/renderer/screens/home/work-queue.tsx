import type { ReactNode } from 'react';
import { Card, Col, List, Row, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { entrySummary } from '../../../shared/collections/entry-summary';
import { collectionName } from '../../../shared/collections/collection-names';
import { formatDateTime } from '../../../shared/format/pt-br-format';
import { texts } from '../../../shared/texts/pt-BR';
import { LoadingState } from '../../components/loading-state/loading-state';
import type { DocumentStore } from '../../data/ports';
import { collectionPathOf } from '../../data/paths';
import { useLiveQuery, type LiveList } from '../../data/use-live-query';
import { documentRoute } from '../../features/documents/document-pane/routes';
import type { QueuedRun } from './run-queue';
import { useQueuedRuns } from './use-queued-runs';
import { useRecentEdits } from './use-recent-edits';
import { useProjectEditConflicts } from './use-edit-conflicts';

const t = texts.wayfinding.home;
const CAMPAIGNS_SHOWN = 5;
const CAMPAIGN_COLLECTIONS = ['campaign-email', 'campaign-whatsapp'] as const;

function QueueCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ height: '100%' }}>
      <Card
        size="small"
        title={<h3 style={{ margin: 0, fontSize: 15 }}>{title}</h3>}
        style={{ height: '100%' }}
      >
        {children}
      </Card>
    </section>
  );
}

/** One line of a card: a link, and what tells it apart. */
interface QueueLine {
  key: string;
  to: string;
  label: string;
  detail: ReactNode;
}

/** A card's body: loading, its failure, its empty sentence, or its lines (each a link). */
function QueueLines({
  state,
  empty,
  lines,
}: {
  state: { loading: true } | { failed: string } | { lines: true };
  empty: string;
  lines: readonly QueueLine[];
}) {
  if ('loading' in state) return <LoadingState label={texts.app.loading} />;
  if ('failed' in state) {
    return <Typography.Text type="danger">{t.loadFailed(state.failed)}</Typography.Text>;
  }
  if (lines.length === 0) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <List
      size="small"
      dataSource={[...lines]}
      rowKey={(line) => line.key}
      renderItem={(line) => (
        <List.Item>
          <Link to={line.to}>{line.label}</Link>
          {typeof line.detail === 'string' ? (
            <Typography.Text type="secondary">{line.detail}</Typography.Text>
          ) : (
            line.detail
          )}
        </List.Item>
      )}
    />
  );
}

const runLine = (run: QueuedRun) =>
  run.state === 'running'
    ? t.runRunning(run.done, run.total)
    : run.state === 'paused'
      ? t.runPaused(run.done, run.total)
      : t.runErrors(run.failed);

function RunsCard() {
  const { runs, loading } = useQueuedRuns();
  const lines = runs.map(
    (run): QueueLine => ({
      key: run.id,
      to: '/console/sync',
      label: runLine(run),
      detail: (
        <Tag color={run.state === 'errors' ? 'red' : run.state === 'running' ? 'blue' : 'gold'}>
          {formatDateTime(new Date(run.at))}
        </Tag>
      ),
    }),
  );
  return (
    <QueueCard title={t.runs}>
      <QueueLines
        state={loading ? { loading } : { lines: true }}
        empty={t.runsEmpty}
        lines={lines}
      />
    </QueueCard>
  );
}

function ConflictsCard({ projectId }: { projectId: string }) {
  const conflicts = useProjectEditConflicts(projectId);
  const lines = conflicts.map(
    (conflict): QueueLine => ({
      key: `${conflict.collection}/${conflict.docId}`,
      to: documentRoute(conflict.collection, conflict.docId),
      label: conflict.title,
      detail: t.conflictLine(
        collectionName(conflict.collection).singular,
        formatDateTime(conflict.at),
        conflict.user,
      ),
    }),
  );
  return (
    <QueueCard title={t.conflicts}>
      <QueueLines state={{ lines: true }} empty={t.conflictsNone} lines={lines} />
    </QueueCard>
  );
}

function CampaignsCard({ store, projectId }: { store: DocumentStore; projectId: string }) {
  const email = useLiveQuery(store, collectionPathOf(projectId, 'campaign-email'), CAMPAIGNS_SHOWN);
  const whatsapp = useLiveQuery(
    store,
    collectionPathOf(projectId, 'campaign-whatsapp'),
    CAMPAIGNS_SHOWN,
  );
  const lists: LiveList[] = [email, whatsapp];
  const failed = lists.find((list) => list.status === 'error');
  const loading = lists.some((list) => list.status === 'loading');
  const lines = CAMPAIGN_COLLECTIONS.flatMap((collection, index) => {
    const list = lists[index];
    if (list.status !== 'ready') return [];
    return list.docs.map((doc): QueueLine => {
      const summary = entrySummary(collection, doc.id, doc.data);
      return {
        key: `${collection}/${doc.id}`,
        to: documentRoute(collection, doc.id),
        label: summary.title,
        detail: [collectionName(collection).singular, ...summary.details].join(' · '),
      };
    });
  });
  return (
    <QueueCard title={t.campaigns}>
      <QueueLines
        state={
          failed?.status === 'error'
            ? { failed: failed.message }
            : loading
              ? { loading }
              : { lines: true }
        }
        empty={t.campaignsEmpty}
        lines={lines}
      />
    </QueueCard>
  );
}

function RecentEditsCard({ store, projectId }: { store: DocumentStore; projectId: string }) {
  const recent = useRecentEdits(store, projectId);
  const lines =
    recent.state === 'ready'
      ? recent.edits.map(
          (edit): QueueLine => ({
            key: `${edit.collection}/${edit.id}`,
            to: documentRoute(edit.collection, edit.id),
            label: edit.title,
            detail: `${edit.collectionLabel} · ${formatDateTime(edit.updatedAt)}`,
          }),
        )
      : [];
  return (
    <QueueCard title={t.recent}>
      <QueueLines
        state={
          recent.state === 'loading'
            ? { loading: true }
            : recent.state === 'failed'
              ? { failed: recent.message }
              : { lines: true }
        }
        empty={t.recentEmpty}
        lines={lines}
      />
    </QueueCard>
  );
}

/**
 * What to do first: runs in progress or with errors, edit conflicts, campaigns and the
 * documents saved last, each one click away.
 */
export function WorkQueue({ store, projectId }: { store: DocumentStore; projectId: string }) {
  return (
    <section aria-labelledby="work-queue-title">
      <Typography.Title level={2} id="work-queue-title">
        {t.queueTitle}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <RunsCard />
        </Col>
        <Col xs={24} lg={12}>
          <ConflictsCard projectId={projectId} />
        </Col>
        <Col xs={24} lg={12}>
          <CampaignsCard store={store} projectId={projectId} />
        </Col>
        <Col xs={24} lg={12}>
          <RecentEditsCard store={store} projectId={projectId} />
        </Col>
      </Row>
    </section>
  );
}
