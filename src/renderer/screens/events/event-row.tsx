import { memo } from 'react';
import { Link } from 'react-router';
import { actionLabel } from '../../../shared/events/action-label';
import {
  eventLocation,
  productUrl,
  type CustomerEvent,
} from '../../../shared/events/customer-event';
import { texts } from '../../../shared/texts/pt-BR';
import { customerSearch } from './event-links';
import { RelativeTime } from './relative-time';
import styles from './events.module.css';

const t = texts.events;

export interface EventRowProps {
  event: CustomerEvent;
  /** Arrived after the feed was first shown: it fades in. */
  fresh: boolean;
  /** The multi-project view: rows name their project and links carry it. */
  multiProject: boolean;
  /** The event's project's storefront host ('' : no product link). */
  storefront: string;
  onOpenProduct: (url: string) => void;
  /** The customer's name, once read; until then (or without one) the id. */
  customerName?: string;
}

function deviceText({ bot, brand, type }: CustomerEvent['device']): string | null {
  const parts = [
    bot ? t.bot(bot) : null,
    brand || null,
    type ? (t.deviceTypes[type] ?? type) : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <span>
      <span className={styles.label}>{label}:</span>
      {children}
    </span>
  );
}

/** One event; memoized on the event object, which the feed reuses while it is unchanged. */
export const EventRow = memo(function EventRow({
  event,
  fresh,
  multiProject,
  storefront,
  onOpenProduct,
  customerName,
}: EventRowProps) {
  const device = deviceText(event.device);
  const location = eventLocation(event.location);
  const place = [event.about.ipCity, event.about.ipRegion].filter(Boolean).join('/');
  const product = productUrl(storefront, event.productCode);
  return (
    <li
      className={fresh ? `${styles.row} ${styles.fresh}` : styles.row}
      data-event={event.key}
      aria-label={actionLabel(event.action)}
    >
      <div className={styles.head}>
        <span className={styles.action}>{actionLabel(event.action)}</span>
        <span className={styles.muted}>
          {event.createdAt === null ? t.withoutDate : <RelativeTime at={event.createdAt} />}
        </span>
        {multiProject && <span className={styles.chip}>{t.projectTag(event.project)}</span>}
        {event.customerId ? (
          <Link
            to={{ search: customerSearch(event.customerId, multiProject ? event.project : null) }}
            aria-label={t.customerLink(customerName || event.customerId)}
          >
            {customerName || event.customerId}
          </Link>
        ) : (
          <span className={styles.muted}>{t.anonymous}</span>
        )}
        {event.productCode &&
          (product ? (
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => onOpenProduct(product)}
            >
              {t.openProduct(event.productCode)}
            </button>
          ) : (
            <span className={styles.muted} title={t.noStorefront}>
              {t.product(event.productCode)}
            </span>
          ))}
      </div>
      <div className={styles.details}>
        {device && <Detail label={t.device}>{device}</Detail>}
        {location && (
          <Detail label={t.location}>
            <span className={styles.page}>{location.page}</span>
            {location.utm.map(({ name, value }) => (
              <span key={name} className={styles.chip}>
                {name}: {value}
              </span>
            ))}
          </Detail>
        )}
        {event.search && <Detail label={t.search}>{event.search}</Detail>}
        {event.zipcode && <Detail label={t.zipcode}>{event.zipcode}</Detail>}
        {place && (
          <Detail label={t.ipPlace}>
            <span title={event.about.ip || undefined}>{place}</span>
          </Detail>
        )}
      </div>
    </li>
  );
});
