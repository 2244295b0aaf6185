import { z } from 'zod';

/**
 * The console API calls of spec 02 §7 for segments, campaigns and their document actions:
 * paths and the answers' shapes. Each id is one path segment (encoded), never a path.
 */

const segment = (value: string) => encodeURIComponent(value);

export const segmentCustomersPath = (segmentId: string) =>
  `/api/console/customers/segments/${segment(segmentId)}`;
export const campaignReportPath = (campaignId: string) =>
  `/api/console/campaign-email/${segment(campaignId)}/report`;

export type CampaignKind = 'email' | 'whatsapp';
/** Spec 02 §7 says GET for both sends (the POST is not the real backend's method). */
export const campaignSendPath = (kind: CampaignKind, campaignId: string) =>
  `/api/console/campaign-${kind}/${segment(campaignId)}/send`;

export const GIFT_GENERATE_PATH = '/api/console/products/gift/generate';
export const EMAIL_TEMPLATE_TEST_PATH = '/api/console/email-template';
export const WHATSAPP_TEMPLATES_LOAD_PATH = '/api/console/whatsapp-template/load-from-api';
export const GOOGLE_AUTH_PATH = '/api/console/auth/google';

/** The connect link on the console API's own origin; null without a base URL. */
export function googleAuthUrl(apiBaseUrl: string): string | null {
  const base = apiBaseUrl.trim().replace(/\/+$/, '');
  return base === '' ? null : `${base}${GOOGLE_AUTH_PATH}`;
}

export interface SegmentCustomer {
  email: string;
  /** As the service sent it; '' when it sent none. */
  phoneNumber: string;
}

// Optional: zod 4 takes a missing key only when the schema says it may be missing.
const text = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined ? '' : String(value).trim()));

const customerSchema = z
  .object({ email: text, phoneNumber: text })
  .loose()
  .transform(({ email, phoneNumber }) => ({ email, phoneNumber }));

/** `{data: [...]}` (spec 02 §3 "Segment test result"); also a bare list, as some servers send. */
const segmentAnswerSchema = z.union([
  z.object({ data: z.array(customerSchema) }).loose(),
  z.array(customerSchema),
]);

/** The customers of a segment answer, or null when the answer has another shape. */
export function parseSegmentCustomers(body: unknown): SegmentCustomer[] | null {
  const parsed = segmentAnswerSchema.safeParse(body);
  if (!parsed.success) return null;
  const list = Array.isArray(parsed.data) ? parsed.data : parsed.data.data;
  return list.filter((customer) => customer.email !== '' || customer.phoneNumber !== '');
}

export const REPORT_METRICS = [
  'delivered',
  'bounce',
  'dropped',
  'open',
  'open_rate',
  'click',
  'click_rate',
] as const;
export type ReportMetric = (typeof REPORT_METRICS)[number];
/** The metrics that are percentages (0–100), shown as such in pt-BR. */
export const RATE_METRICS: ReadonlySet<ReportMetric> = new Set(['open_rate', 'click_rate']);

export const REPORT_LISTS = [
  'processed_emails',
  'dropped_emails',
  'bounced_emails',
  'delivered_emails',
  'opened_emails',
  'clicked_emails',
] as const;
export type ReportList = (typeof REPORT_LISTS)[number];

export interface CampaignReport {
  /** null: the service did not send it (shown as a dash, never as 0). */
  metrics: Record<ReportMetric, number | null>;
  lists: Record<ReportList, string[]>;
}

const metricSchema = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value) => {
    if (value === null || value === undefined || value === '') return null;
    const n = typeof value === 'number' ? value : Number(value.replace(',', '.'));
    return Number.isFinite(n) ? n : null;
  });
const emailListSchema = z
  .array(z.union([z.string(), z.object({ email: z.string() }).loose()]))
  .nullish()
  .transform((list) =>
    (list ?? [])
      .map((entry) => (typeof entry === 'string' ? entry : entry.email).trim())
      .filter((email) => email !== ''),
  );

const reportSchema = z
  .object({
    ...Object.fromEntries(REPORT_METRICS.map((metric) => [metric, metricSchema])),
    ...Object.fromEntries(REPORT_LISTS.map((list) => [list, emailListSchema])),
  })
  .loose();

/**
 * The report inside `{data}` (or the body itself). Null when it is not an object or carries
 * none of the 7 metrics: an answer we cannot read is said, never shown as zeros.
 */
export function parseCampaignReport(body: unknown): CampaignReport | null {
  const inner =
    typeof body === 'object' && body !== null && 'data' in body
      ? (body as { data: unknown }).data
      : body;
  const parsed = reportSchema.safeParse(inner);
  if (!parsed.success) return null;
  const data = parsed.data as Record<string, unknown>;
  const metrics = Object.fromEntries(
    REPORT_METRICS.map((metric) => [metric, data[metric] as number | null]),
  ) as CampaignReport['metrics'];
  if (REPORT_METRICS.every((metric) => metrics[metric] === null)) return null;
  const lists = Object.fromEntries(
    REPORT_LISTS.map((list) => [list, data[list] as string[]]),
  ) as CampaignReport['lists'];
  return { metrics, lists };
}

/** How many templates a load answer says it loaded, when it says so. */
export function loadedTemplateCount(body: unknown): number | null {
  const data =
    typeof body === 'object' && body !== null && 'data' in body
      ? (body as { data: unknown }).data
      : body;
  if (typeof data !== 'object' || data === null) return null;
  const { loaded, templates } = data as { loaded?: unknown; templates?: unknown };
  if (typeof loaded === 'number' && Number.isInteger(loaded) && loaded >= 0) return loaded;
  return Array.isArray(templates) ? templates.length : null;
}

/** A plausible e-mail for a test send: one @, a dotted domain, no spaces. */
export const isValidEmail = (value: string): boolean => z.email().safeParse(value.trim()).success;
