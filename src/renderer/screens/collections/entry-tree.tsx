import { Input, Space, Typography } from 'antd';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { buildNestedOptions, filterNestedOptions } from '../../../shared/forms/nested-options';
import { texts } from '../../../shared/texts/pt-BR';
import type { DocumentSnapshot } from '../../data/ports';
import { documentRoute } from './routes';
import { useDebouncedValue } from './use-debounced-value';

const t = texts.documentEditor.screen;
/** Spec 01 §9: the filter waits for a pause in typing. */
const FILTER_DEBOUNCE_MS = 300;
const INDENT_PX = 20;

/**
 * A collection's documents as a tree by `parent` (siblings by order, then title; six levels;
 * a parent cycle is cut, never followed), with a filter that keeps each match's ancestors.
 * Arrow keys move between entries; Enter opens one.
 */
export function EntryTree({ collection, docs }: { collection: string; docs: DocumentSnapshot[] }) {
  const [query, setQuery] = useState('');
  const settledQuery = useDebouncedValue(query, FILTER_DEBOUNCE_MS);
  const tree = useMemo(() => buildNestedOptions(docs), [docs]);
  const shown = useMemo(() => filterNestedOptions(tree, settledQuery), [tree, settledQuery]);

  const moveFocus = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>('a'));
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next =
      event.key === 'ArrowDown' ? Math.min(links.length - 1, at + 1) : Math.max(0, at - 1);
    links[next]?.focus();
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
      {shown.length === 0 ? (
        <Typography.Text type="secondary">{t.noEntries}</Typography.Text>
      ) : (
        <ul
          aria-label={t.entries(collection)}
          onKeyDown={moveFocus}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {shown.map((option) => (
            <li
              key={option.value}
              style={{
                padding: `6px 12px 6px ${12 + option.depth * INDENT_PX}px`,
                borderBottom: '1px solid #f0f0f0',
              }}
            >
              <Link to={documentRoute(collection, option.value)}>{option.label}</Link>
              {option.label !== option.value && (
                <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
                  {option.value}
                </Typography.Text>
              )}
            </li>
          ))}
        </ul>
      )}
    </Space>
  );
}
