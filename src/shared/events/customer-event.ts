/**
 * A customer event of spec 02 §3 as the feed shows it, read leniently from
 * `project/{id}/customer-event/{id}`: a missing or odd value becomes empty, never an error.
 */

/** Every action of spec 02 §3, in the spec's order. */
export const CUSTOMER_EVENT_ACTIONS = [
  'start',
  'exit',
  'category_view',
  'view_item',
  'view_item_offer',
  'whatsapp_offer_view',
  'whatsapp_offer_select',
  'whatsapp_offer_close',
  'search',
  'add_to_cart',
  'remove_from_cart',
  'update_from_cart',
  'subscribe_email',
  'shipping_quote',
  'begin_checkout',
  'begin_checkout_link',
  'purchase',
] as const;
export type CustomerEventAction = (typeof CUSTOMER_EVENT_ACTIONS)[number];

export const isCustomerEventAction = (value: string): value is CustomerEventAction =>
  (CUSTOMER_EVENT_ACTIONS as readonly string[]).includes(value);

/** The feed's collection under each project. */
export const CUSTOMER_EVENT_COLLECTION = 'customer-event';

/** Spec 02 §9: the feed shows the latest 50 events. */
export const EVENT_FEED_SIZE = 50;

export interface CustomerEvent {
  /** Unique across projects: `{project}/{id}` (two stores may reuse an id). */
  key: string;
  id: string;
  /** The project whose collection holds it (not the stored `project` field). */
  project: string;
  customerId: string;
  action: string;
  location: string;
  productCode: string;
  search: string;
  zipcode: string;
  /** Milliseconds since the epoch; null when the stored value is no date. */
  createdAt: number | null;
  device: { bot: string; brand: string; type: string };
  about: { ip: string; ipCity: string; ipRegion: string };
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

function millis(value: unknown): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  // An exported `{"__date": ISO}` wrapper that was never revived.
  const wrapped = record(value).__date;
  if (typeof wrapped === 'string') {
    const parsed = Date.parse(wrapped);
    return Number.isNaN(parsed) ? null : parsed;
  }
  return null;
}

export function readCustomerEvent(project: string, id: string, data: unknown): CustomerEvent {
  const stored = record(data);
  const device = record(stored.device);
  const about = record(stored.about);
  return {
    key: `${project}/${id}`,
    id,
    project,
    customerId: text(stored.customerId),
    action: text(stored.action),
    location: text(stored.location),
    productCode: text(stored.ProductCode),
    search: text(stored.search),
    zipcode: text(stored.zipcode),
    createdAt: millis(stored.createdAt),
    device: { bot: text(device.bot), brand: text(device.brand), type: text(device.type) },
    about: { ip: text(about.ip), ipCity: text(about.ipCity), ipRegion: text(about.ipRegion) },
  };
}

/** The UTM parameters of spec 02 §3, in that order. */
export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

export interface EventLocation {
  /** The address without its query and fragment, or the text as stored when it is no URL. */
  page: string;
  utm: Array<{ name: (typeof UTM_PARAMS)[number]; value: string }>;
}

/** The location split into the page and its UTM parameters (those present and non-empty). */
export function eventLocation(location: string): EventLocation | null {
  if (!location) return null;
  let url: URL;
  try {
    url = new URL(location);
  } catch {
    return { page: location, utm: [] };
  }
  const utm = UTM_PARAMS.flatMap((name) => {
    const value = url.searchParams.get(name)?.trim();
    return value ? [{ name, value }] : [];
  });
  return { page: `${url.origin}${url.pathname}`, utm };
}

/**
 * `https://{storefront}/{ProductCode}` (spec 02 §2), or null when either is missing. The
 * domain is the project's setting (config/console storefrontDomain), already a bare host.
 */
export function productUrl(storefrontDomain: string, productCode: string): string | null {
  if (!storefrontDomain || !productCode) return null;
  return `https://${storefrontDomain}/${encodeURIComponent(productCode)}`;
}
