import { useEffect, useRef, useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Spin } from 'antd';
import type { SegmentCustomer } from '../../../../shared/messaging/console-messaging';
import { errorMessage } from '../../../../shared/errors/error-message';
import { texts } from '../../../../shared/texts/pt-BR';
import { useFileSaver } from '../../../platform/create-file-saver';
import { CustomerEmailDrawer } from '../customer-email-drawer';
import { CustomerList } from '../customer-list';
import type { MessagingApi } from '../messaging-api';
import { useMessagingApi } from '../use-messaging-api';

const t = texts.messaging.segment;

type TestState =
  | { status: 'idle' }
  | { status: 'testing' }
  | { status: 'done'; customers: SegmentCustomer[] }
  | { status: 'failed'; error: string };

export interface SegmentTestPanelProps {
  /** The customer-segment document id, as the console API names the segment. */
  segmentId: string;
  /** For tests; the app uses the signed-in user's calls. */
  api?: MessagingApi;
}

/** A segment's file name: the id without path separators. */
const csvName = (segmentId: string) => t.csvName(segmentId.replace(/[/\\\0]+/g, '-'));

/**
 * Tests a customer segment (spec 02 §2, §3 "Segment test result"): on demand, since the
 * backend runs the segment's query each time. Lists the customers with e-mail and phone, a
 * count and a filter, each linking to the same page with `?customerEmail=`, and exports the
 * list as CSV through the save dialog.
 */
export function SegmentTestPanel({ segmentId, api }: SegmentTestPanelProps) {
  const ownApi = useMessagingApi();
  const calls = api ?? ownApi;
  const saver = useFileSaver();
  const { message } = App.useApp();
  const [state, setState] = useState<TestState>({ status: 'idle' });
  const [exporting, setExporting] = useState(false);
  const running = useRef<AbortController | null>(null);

  // Another segment (or leaving) drops the answer of the one before.
  useEffect(() => {
    setState({ status: 'idle' });
    return () => running.current?.abort();
  }, [segmentId]);

  const test = async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'testing' });
    const result = await calls.segmentCustomers(segmentId, controller.signal);
    if (controller.signal.aborted) return;
    running.current = null;
    setState(
      result.ok
        ? { status: 'done', customers: result.value }
        : { status: 'failed', error: result.error },
    );
  };

  const exportCsv = async (customers: SegmentCustomer[]) => {
    setExporting(true);
    try {
      const saved = await saver.saveCsv({
        defaultName: csvName(segmentId),
        fields: ['email', 'phoneNumber'],
        rows: customers.map(({ email, phoneNumber }) => ({ email, phoneNumber })),
      });
      if (!saved.ok) message.error(t.exportFailed(saved.message));
      else if (!saved.canceled) message.success(t.exported(saved.path));
    } catch (error) {
      message.error(t.exportFailed(errorMessage(error)));
    } finally {
      setExporting(false);
    }
  };

  const testing = state.status === 'testing';
  return (
    <Card
      size="small"
      title={t.title}
      extra={
        <Flex gap={8}>
          {state.status === 'done' && (
            <Button
              icon={<DownloadOutlined />}
              loading={exporting}
              disabled={state.customers.length === 0}
              onClick={() => void exportCsv(state.customers)}
            >
              {t.exportCsv}
            </Button>
          )}
          <Button type="primary" loading={testing} onClick={() => void test()}>
            {state.status === 'idle' || testing ? t.test : t.retest}
          </Button>
        </Flex>
      }
    >
      {testing && (
        <Flex justify="center" gap={8} align="center">
          <Spin /> {t.testing}
        </Flex>
      )}
      {state.status === 'failed' && <Alert type="error" showIcon title={t.failed(state.error)} />}
      {state.status === 'done' && (
        <CustomerList entries={state.customers} label={t.listLabel} withPhone />
      )}
      <CustomerEmailDrawer />
    </Card>
  );
}
