import { customerName } from '../customers/customer-name';
import { formatBrl, formatDateTime } from '../format/pt-br-format';
import { formatPhone } from '../format/phone';
import { configFormFor, CONFIG_COLLECTION } from '../forms/definitions/config/config-documents';
import { texts } from '../texts/pt-BR';

const t = texts.collections.entry;

/** How one list entry reads: a title, and the few details that tell entries apart. */
export interface EntrySummary {
  title: string;
  details: string[];
}

type Data = Readonly<Record<string, unknown>>;
type Summarize = (id: string, data: Data) => EntrySummary;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : null;

const date = (value: unknown): string | null =>
  value instanceof Date && !Number.isNaN(value.getTime()) ? formatDateTime(value) : null;

const present = (...values: Array<string | null | undefined>): string[] =>
  values.filter((value): value is string => typeof value === 'string' && value !== '');

/** The generic title (spec: "title or name"), then the id. */
const titleOf = (id: string, data: Data) => text(data.title) ?? text(data.name) ?? id;

const product: Summarize = (id, data) => {
  const code = text(data.ProductCode) ?? text(data.MPN) ?? id;
  return {
    title: text(data.ProductSiteName) ?? text(data.name) ?? text(data.title) ?? code,
    details: present(t.code(code), formatBrl(data.Price)),
  };
};

const customer: Summarize = (id, data) => ({
  title: customerName(data) || text(data.email) || id,
  details: present(text(data.email), formatPhone(data.phoneNumber)),
});

/** The send date: the campaign's own, else its latest batch's. */
function campaignSentAt(data: Data): Date | null {
  for (const key of ['sentAt', 'sendAt', 'scheduledAt']) {
    if (data[key] instanceof Date) return data[key];
  }
  const batches = Array.isArray(data.batchs) ? (data.batchs as unknown[]) : [];
  const dates = batches
    .map((batch) => (typeof batch === 'object' && batch !== null ? (batch as Data) : {}))
    .map((batch) => batch.sentAt ?? batch.sendAt ?? batch.createdAt)
    .filter((value): value is Date => value instanceof Date);
  return dates.length > 0 ? new Date(Math.max(...dates.map((d) => d.getTime()))) : null;
}

const campaign: Summarize = (id, data) => {
  const sentAt = date(campaignSentAt(data));
  const status = text(data.status);
  return {
    title: titleOf(id, data),
    details: present(status && t.status(status), sentAt ? t.sentAt(sentAt) : t.notSent),
  };
};

const lead: Summarize = (id, data) => ({
  title: text(data.email) ?? text(data.customer) ?? id,
  details: present(formatPhone(data.phoneNumber), text(data.label), date(data.createdAt)),
});

const credit: Summarize = (id, data) => ({
  title: text(data.description) ?? id,
  details: present(
    text(data.customerId) && t.customer(String(data.customerId)),
    formatBrl(data.total),
    text(data.status) && t.status(String(data.status)),
  ),
});

const byStatus: Summarize = (id, data) => ({
  title: titleOf(id, data),
  details: present(text(data.status) && t.status(String(data.status)), date(data.createdAt)),
});

const rating: Summarize = (id, data) => {
  const customerData = (typeof data.customer === 'object' && data.customer) || {};
  return {
    title: text((customerData as Data).name) ?? id,
    details: present(text(data.score) && t.score(String(data.score)), date(data.ratedAt)),
  };
};

const quote: Summarize = (id, data) => ({
  title: text(data.zipcode) ?? id,
  details: present(text(data.productId), date(data.createdAt)),
});

const event: Summarize = (id, data) => ({
  title: text(data.action) ?? id,
  details: present(text(data.customerId), date(data.createdAt)),
});

const order: Summarize = (id, data) => {
  const status = (typeof data.status === 'object' && data.status) || {};
  return {
    title: text(data.number) ?? id,
    details: present(
      date(data.createdAt),
      text((status as Data).order) ?? text(data.status),
      formatBrl(data.total),
    ),
  };
};

/** Collections whose entries read better than "title or name" (spec 02 §3). */
const SUMMARIES: Readonly<Record<string, Summarize>> = {
  product,
  'product-data': product,
  customer,
  'cart-link': (id, data) => ({
    title: text(data.email) ?? id,
    details: present(text(data.couponCode)),
  }),
  'popup-lead': lead,
  'campaign-email': campaign,
  'campaign-whatsapp': campaign,
  'customer-credit': credit,
  'stock-file': byStatus,
  'stock-trade-file': byStatus,
  post: byStatus,
  'rating-store': rating,
  'shipping-quote': quote,
  'customer-event': event,
  order,
  link: (id, data) => ({ title: id, details: present(text(data.url)) }),
};

/** Every collection with a written rendering (the rest show their title or name and id). */
export const summarizedCollections: readonly string[] = Object.keys(SUMMARIES);

/**
 * One list entry of `collection`. A collection without a written rendering shows its title or
 * name, and its id when that differs.
 */
export function entrySummary(collection: string, id: string, data: Data | null): EntrySummary {
  if (collection === CONFIG_COLLECTION) {
    // A configuration reads as its form's name; one not written yet says so.
    const title = configFormFor(id)?.title ?? titleOf(id, data ?? {});
    return { title, details: data === null ? [id, t.notCreated] : [id] };
  }
  const values = data ?? {};
  const summarize = SUMMARIES[collection];
  if (summarize) return summarize(id, values);
  const title = titleOf(id, values);
  return { title, details: title === id ? [] : [id] };
}
