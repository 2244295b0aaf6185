import { useCallback, useEffect, useRef, useState } from 'react';
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Spin, Statistic, Tabs } from 'antd';
import {
  RATE_METRICS,
  REPORT_LISTS,
  REPORT_METRICS,
  type CampaignReport,
  type ReportMetric,
} from '../../../../shared/messaging/console-messaging';
import { formatNumber, formatPercent, NO_VALUE } from '../../../../shared/format/pt-br-format';
import { texts } from '../../../../shared/texts/pt-BR';
import { CustomerEmailDrawer } from '../customer-email-drawer';
import { CustomerList } from '../customer-list';
import type { MessagingApi } from '../messaging-api';
import { useMessagingApi } from '../use-messaging-api';

const t = texts.messaging.report;

type ReportState =
  | { status: 'loading' }
  | { status: 'ready'; report: CampaignReport }
  | { status: 'failed'; error: string };

/** A metric as shown on its card: rates are percentages (0–100) in pt-BR, counts plain. */
export function metricText(metric: ReportMetric, value: number | null): string {
  if (value === null) return NO_VALUE;
  return RATE_METRICS.has(metric) ? (formatPercent(value) ?? NO_VALUE) : formatNumber(value);
}

export interface CampaignReportPanelProps {
  campaignId: string;
  /** For tests; the app uses the signed-in user's calls. */
  api?: MessagingApi;
}

/**
 * The email campaign report (spec 02 §2, §3 "Campaign report"): 7 metric cards and the six
 * e-mail lists, each with a count, a filter and links to the same page with `?customerEmail=`.
 * Read when shown and on 'Atualizar relatório'.
 */
export function CampaignReportPanel({ campaignId, api }: CampaignReportPanelProps) {
  const ownApi = useMessagingApi();
  const calls = api ?? ownApi;
  const [state, setState] = useState<ReportState>({ status: 'loading' });
  const running = useRef<AbortController | null>(null);

  const load = useCallback(async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    const result = await calls.campaignReport(campaignId, controller.signal);
    if (controller.signal.aborted) return;
    running.current = null;
    setState(
      result.ok
        ? { status: 'ready', report: result.value }
        : { status: 'failed', error: result.error },
    );
  }, [calls, campaignId]);

  useEffect(() => {
    setState({ status: 'loading' });
    void load();
    return () => running.current?.abort();
  }, [load]);

  return (
    <Card
      size="small"
      title={t.title}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void load()}>
          {t.refresh}
        </Button>
      }
    >
      {state.status === 'loading' && (
        <Flex justify="center" gap={8} align="center">
          <Spin /> {t.loading}
        </Flex>
      )}
      {state.status === 'failed' && <Alert type="error" showIcon title={t.failed(state.error)} />}
      {state.status === 'ready' && <ReportBody report={state.report} />}
      <CustomerEmailDrawer />
    </Card>
  );
}

function ReportBody({ report }: { report: CampaignReport }) {
  return (
    <Flex vertical gap={16}>
      {/* Cards wrap by their own width: the report sits in a narrow pane or a whole screen. */}
      <Flex wrap gap={12} role="list" aria-label={t.title}>
        {REPORT_METRICS.map((metric) => (
          <Card
            key={metric}
            size="small"
            role="listitem"
            aria-label={t.metrics[metric]}
            style={{ flex: '1 1 150px', maxWidth: 220 }}
          >
            <Statistic
              title={t.metrics[metric]}
              value={metricText(metric, report.metrics[metric])}
            />
          </Card>
        ))}
      </Flex>
      <Tabs
        items={REPORT_LISTS.map((list) => ({
          key: list,
          label: `${t.lists[list]} (${formatNumber(report.lists[list].length)})`,
          children: (
            <CustomerList
              entries={report.lists[list].map((email) => ({ email }))}
              label={t.listLabel(t.lists[list])}
              withPhone={false}
              countAs="emails"
              height={300}
            />
          ),
        }))}
      />
    </Flex>
  );
}
