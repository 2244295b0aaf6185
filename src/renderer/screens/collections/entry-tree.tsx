import { Input, Space, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { entrySummary, type EntrySummary } from '../../../shared/collections/entry-summary';
import { buildNestedOptions, filterNestedOptions } from '../../../shared/forms/nested-options';
import { texts } from '../../../shared/texts/pt-BR';
import type { DocumentSnapshot } from '../../data/ports';
import { EntryRow } from './entry-row';
import { useDebouncedValue } from './use-debounced-value';
import { useCollectionSearch } from './use-collection-search';
import styles from './collection-browser.module.css';

const t = texts.documentEditor.screen;
const ts = texts.wayfinding.collectionSearch;
/** Spec 01 §9: the filter waits for a pause in typing. */
const FILTER_DEBOUNCE_MS = 300;

export interface EntryTreeProps {
  collection: string;
  docs: DocumentSnapshot[];
  /** The open document: marked, and scrolled into view when it changes (a deep link). */
  selectedId?: string | null;
  /** The list has not read the whole collection: the filter also asks the collection itself. */
  partial?: boolean;
}

/**
 * A collection's documents as a tree by `parent` (siblings by order, then title; six levels;
 * a parent cycle is cut, never followed), with a filter that keeps each match's ancestors.
 * Each entry reads as its collection's summary (a product: code and price). Arrow keys move
 * between entries; Enter opens one.
 */
export function EntryTree({
  collection,
  docs: loaded,
  selectedId = null,
  partial,
}: EntryTreeProps) {
  const [query, setQuery] = useState('');
  const settledQuery = useDebouncedValue(query, FILTER_DEBOUNCE_MS);
  const search = useCollectionSearch(collection, settledQuery, partial === true);
  // Matches past the loaded pages join the list (a parent not loaded: shown at the top level).
  const docs = useMemo(() => {
    if (search.state !== 'done') return loaded;
    const known = new Set(loaded.map((doc) => doc.id));
    const extra = search.docs.filter((doc) => !known.has(doc.id));
    return extra.length === 0 ? loaded : [...loaded, ...extra];
  }, [loaded, search]);
  const summaries = useMemo(() => {
    const byId = new Map<string, EntrySummary>();
    for (const doc of docs) byId.set(doc.id, entrySummary(collection, doc.id, doc.data));
    return byId;
  }, [collection, docs]);
  // The tree sorts and filters by the summary's title, which is what the entry shows.
  const tree = useMemo(
    () =>
      buildNestedOptions(
        docs.map((doc) => ({
          id: doc.id,
          data: { ...doc.data, title: summaries.get(doc.id)?.title ?? doc.id },
        })),
      ),
    [docs, summaries],
  );
  const shown = useMemo(() => filterNestedOptions(tree, settledQuery), [tree, settledQuery]);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (selectedId === null) return;
    const entry = Array.from(listRef.current?.children ?? []).find(
      (element) => (element as HTMLElement).dataset.entryId === selectedId,
    );
    // jsdom has no scrollIntoView; a browser always has.
    entry?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedId, shown.length]);

  const moveFocus = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const entries = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>('[data-entry-control]'),
    );
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'ArrowDown' ? Math.min(entries.length - 1, at + 1) : Math.max(0, at - 1);
    entries[next]?.focus();
    event.preventDefault();
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input.Search
        allowClear
        aria-label={t.filter}
        placeholder={t.filterPlaceholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {search.state === 'searching' && (
        <Typography.Text type="secondary" role="status">
          {ts.searching}
        </Typography.Text>
      )}
      {search.state === 'failed' && (
        <Typography.Text type="danger" role="alert">
          {ts.failed(search.message)}
        </Typography.Text>
      )}
      {search.state === 'done' && (
        <Typography.Text type="secondary" role="status">
          {ts.fromCollection(search.docs.length)}
        </Typography.Text>
      )}
      {shown.length === 0 && search.state !== 'searching' ? (
        <Typography.Text type="secondary">{t.noEntries}</Typography.Text>
      ) : (
        <ul
          ref={listRef}
          aria-label={t.entries(collection)}
          onKeyDown={moveFocus}
          className={styles.entries}
        >
          {shown.map((option) => (
            <EntryRow
              key={option.value}
              collection={collection}
              id={option.value}
              label={option.label}
              depth={option.depth}
              selected={option.value === selectedId}
              details={summaries.get(option.value)?.details.join(' · ') ?? ''}
            />
          ))}
        </ul>
      )}
    </Space>
  );
}
