import { memo } from 'react';
import { Link } from 'react-router';
import { documentRoute } from '../../features/documents/document-pane/routes';
import styles from './collection-browser.module.css';

const INDENT_PX = 20;

export interface EntryRowProps {
  collection: string;
  id: string;
  label: string;
  depth: number;
  selected: boolean;
  /** The collection's summary details, joined ('' for none). */
  details: string;
}

/**
 * One entry of the tree. Memoised on plain props: a page more ('Carregar mais') renders its
 * own entries only, not again every entry already on screen. The details are a plain span in
 * the theme's secondary colour: a list of 1,000 entries (spec 02 §9) pays no Typography each.
 */
export const EntryRow = memo(function EntryRow({
  collection,
  id,
  label,
  depth,
  selected,
  details,
}: EntryRowProps) {
  return (
    <li
      data-entry-id={id}
      className={selected ? styles.selectedEntry : styles.entry}
      style={{ paddingInlineStart: 12 + depth * INDENT_PX }}
    >
      <Link
        data-entry-control
        to={documentRoute(collection, id)}
        aria-current={selected ? 'page' : undefined}
      >
        {label}
      </Link>
      {details !== '' && <span className={styles.entryDetails}>{details}</span>}
    </li>
  );
});
