import {
  EMAIL_TEMPLATE_TEST_PATH,
  GIFT_GENERATE_PATH,
  WHATSAPP_TEMPLATES_LOAD_PATH,
  campaignReportPath,
  campaignSendPath,
  loadedTemplateCount,
  parseCampaignReport,
  parseSegmentCustomers,
  segmentCustomersPath,
  type CampaignKind,
  type CampaignReport,
  type SegmentCustomer,
} from '../../../shared/messaging/console-messaging';
import { texts } from '../../../shared/texts/pt-BR';
import type { AppBridge } from '../../bridge/bridge';
import { callConsoleApi } from '../../bridge/console-api-call';

/** `status` 0: no answer came (or it was unreadable); a caller tells refusals from unknowns. */
export type MessagingResult<T> =
  | { ok: true; value: T }
  | { ok: false; error: string; status: number };

// A segment is a BigQuery run on the backend: give it time; the rest answer quickly.
const SEGMENT_TIMEOUT_MS = 120_000;
const TIMEOUT_MS = 60_000;

/** The console API calls of segments, campaigns and their document actions (spec 02 §7). */
export interface MessagingApi {
  segmentCustomers(
    segmentId: string,
    signal?: AbortSignal,
  ): Promise<MessagingResult<SegmentCustomer[]>>;
  campaignReport(
    campaignId: string,
    signal?: AbortSignal,
  ): Promise<MessagingResult<CampaignReport>>;
  sendCampaign(
    kind: CampaignKind,
    campaignId: string,
    idempotencyKey: string,
  ): Promise<MessagingResult<unknown>>;
  generateGifts(): Promise<MessagingResult<unknown>>;
  sendEmailTemplateTest(templateId: string, email: string): Promise<MessagingResult<unknown>>;
  /** Loads the project's templates (the API writes them); the count, when the answer says it. */
  loadWhatsappTemplates(projectId: string): Promise<MessagingResult<number | null>>;
}

export function createMessagingApi(
  bridge: AppBridge,
  getIdToken: () => Promise<string | null>,
): MessagingApi {
  const call = async <T>(
    request: Parameters<typeof callConsoleApi>[2],
    read: (body: unknown) => T | null,
    signal?: AbortSignal,
  ): Promise<MessagingResult<T>> => {
    const answer = await callConsoleApi(bridge, getIdToken, request, signal);
    if (!answer.ok) return answer;
    const value = read(answer.body);
    return value === null
      ? { ok: false, status: 0, error: texts.messaging.malformedAnswer }
      : { ok: true, value };
  };
  const anything = (body: unknown) => body ?? {};
  return {
    segmentCustomers: (segmentId, signal) =>
      call(
        { method: 'GET', path: segmentCustomersPath(segmentId), timeoutMs: SEGMENT_TIMEOUT_MS },
        parseSegmentCustomers,
        signal,
      ),
    campaignReport: (campaignId, signal) =>
      call(
        { method: 'GET', path: campaignReportPath(campaignId), timeoutMs: TIMEOUT_MS },
        parseCampaignReport,
        signal,
      ),
    sendCampaign: (kind, campaignId, idempotencyKey) =>
      call(
        {
          method: 'GET',
          path: campaignSendPath(kind, campaignId),
          idempotencyKey,
          timeoutMs: TIMEOUT_MS,
        },
        anything,
      ),
    generateGifts: () =>
      call({ method: 'POST', path: GIFT_GENERATE_PATH, body: {}, timeoutMs: TIMEOUT_MS }, anything),
    sendEmailTemplateTest: (templateId, email) =>
      call(
        {
          method: 'POST',
          path: EMAIL_TEMPLATE_TEST_PATH,
          body: { templateId, email },
          timeoutMs: TIMEOUT_MS,
        },
        anything,
      ),
    loadWhatsappTemplates: async (projectId) => {
      const answer = await callConsoleApi(bridge, getIdToken, {
        method: 'POST',
        path: WHATSAPP_TEMPLATES_LOAD_PATH,
        query: { project: projectId },
        body: {},
        timeoutMs: TIMEOUT_MS,
      });
      return answer.ok ? { ok: true, value: loadedTemplateCount(answer.body) } : answer;
    },
  };
}
