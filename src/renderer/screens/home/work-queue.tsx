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

const runLine = (run: QueuedRun) =>
  run.state === 'running'
    ? t.runRunning(run.done, run.total)
    : run.state === 'paused'
      ? t.runPaused(run.done, run.total)
      : t.runErrors(run.failed);

function RunsCard() {
  const { runs, loading } = useQueuedRuns();
  return (
    <QueueCard title={t.runs}>
      {loading ? (
        <LoadingState label={texts.app.loading} />
      ) : runs.length === 0 ? (
        <Typography.Text type="secondary">{t.runsEmpty}</Typography.Text>
      ) : (
        <List
          size="small"
          dataSource={runs}
          rowKey={(run) => run.id}
          renderItem={(run) => (
            <List.Item>
              <Link to="/console/sync">{runLine(run)}</Link>
              <Tag
                color={run.state === 'errors' ? 'red' : run.state === 'running' ? 'blue' : 'gold'}
              >
                {formatDateTime(new Date(run.at))}
              </Tag>
            </List.Item>
          )}
        />
      )}
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
  const entries = CAMPAIGN_COLLECTIONS.flatMap((collection, index) => {
    const list = lists[index];
    return list.status === 'ready'
      ? list.docs.map((doc) => ({
          collection,
          doc,
          summary: entrySummary(collection, doc.id, doc.data),
        }))
      : [];
  });
  return (
    <QueueCard title={t.campaigns}>
      {failed?.status === 'error' ? (
        <Typography.Text type="danger">{t.loadFailed(failed.message)}</Typography.Text>
      ) : loading ? (
        <LoadingState label={texts.app.loading} />
      ) : entries.length === 0 ? (
        <Typography.Text type="secondary">{t.campaignsEmpty}</Typography.Text>
      ) : (
        <List
          size="small"
          dataSource={entries}
          rowKey={({ collection, doc }) => `${collection}/${doc.id}`}
          renderItem={({ collection, doc, summary }) => (
            <List.Item>
              <Link to={documentRoute(collection, doc.id)}>{summary.title}</Link>
              <Typography.Text type="secondary">
                {[collectionName(collection).singular, ...summary.details].join(' · ')}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
    </QueueCard>
  );
}

function RecentEditsCard({ store, projectId }: { store: DocumentStore; projectId: string }) {
  const recent = useRecentEdits(store, projectId);
  return (
    <QueueCard title={t.recent}>
      {recent.state === 'loading' ? (
        <LoadingState label={texts.app.loading} />
      ) : recent.state === 'failed' ? (
        <Typography.Text type="danger">{t.loadFailed(recent.message)}</Typography.Text>
      ) : recent.edits.length === 0 ? (
        <Typography.Text type="secondary">{t.recentEmpty}</Typography.Text>
      ) : (
        <List
          size="small"
          dataSource={recent.edits}
          rowKey={(edit) => `${edit.collection}/${edit.id}`}
          renderItem={(edit) => (
            <List.Item>
              <Link to={documentRoute(edit.collection, edit.id)}>{edit.title}</Link>
              <Typography.Text type="secondary">
                {edit.collectionLabel} · {formatDateTime(edit.updatedAt)}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
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
          <QueueCard title={t.conflicts}>
            <Typography.Text type="secondary">{t.conflictsNone}</Typography.Text>
          </QueueCard>
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
