import { useMemo, useState, type KeyboardEvent } from 'react';
import { Input, Modal, Typography, type InputRef } from 'antd';
import { useFocusWhenShown } from '../../components/overlay/use-focus-when-shown';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { foldForSearch } from '../../../shared/forms/nested-options';
import { texts } from '../../../shared/texts/pt-BR';
import {
  useActiveProfile,
  useActiveProject,
  useCurrentUser,
  useDataSession,
} from '../../data/provider';
import { useDebouncedValue } from '../../screens/collections/use-debounced-value';
import {
  matchKnownItems,
  orderPaletteItems,
  paletteGroupOrder,
  type PaletteItem,
} from './palette-items';
import { closePalette, usePaletteStore } from './palette-store';
import { recentScope, useRecentItems } from './recent-items';
import { usePaletteSearch } from './use-palette-search';
import styles from './command-palette.module.css';

const t = texts.wayfinding.palette;
/** Data is searched once typing pauses (spec 01 §9: the search box's 300 ms). */
const SEARCH_DEBOUNCE_MS = 300;
const LISTBOX_ID = 'command-palette-results';
const optionId = (index: number) => `command-palette-option-${index}`;

/** The palette itself: the search box, its results by group, the keyboard. */
export function PaletteDialog() {
  const navigate = useNavigate();
  const initialQuery = usePaletteStore((store) => store.initialQuery);
  const focusBox = useFocusWhenShown<InputRef>();
  const [query, setQuery] = useState(initialQuery);
  const [active, setActive] = useState(0);
  const settled = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const session = useDataSession();
  const profile = useActiveProfile();
  const projectId = useActiveProject();
  const user = useCurrentUser();
  const store = session.status === 'ready' ? session.ports.documents : null;
  const search = usePaletteSearch(store, projectId, settled);
  const scope = user ? recentScope(profile.id, projectId, user.id) : null;
  const recent = useRecentItems((state) => (scope ? state.byScope[scope] : undefined));

  const items = useMemo(() => {
    const wanted = foldForSearch(query.trim());
    const recentItems = (recent ?? [])
      .filter((item) => wanted === '' || foldForSearch(item.label).includes(wanted))
      .map((item): PaletteItem => ({ ...item, key: `recent:${item.path}`, group: 'recent' }));
    // What has answered so far shows at once (products first); the rest joins as it lands.
    const found = search.state === 'idle' ? [] : search.items;
    return orderPaletteItems([...recentItems, ...matchKnownItems(query), ...found]);
  }, [query, recent, search]);

  const at = Math.min(active, Math.max(0, items.length - 1));
  const go = (item: PaletteItem | undefined) => {
    if (!item) return;
    closePalette();
    navigate(item.path);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (at + step + items.length) % items.length;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(items[at]);
    }
  };

  return (
    <Modal
      open
      title={t.title}
      footer={null}
      onCancel={closePalette}
      width={640}
      styles={{ body: { paddingTop: 8 } }}
      afterOpenChange={focusBox.afterOpenChange}
    >
      <Input
        ref={focusBox.ref}
        autoFocus
        size="large"
        prefix={<SearchOutlined aria-hidden />}
        role="combobox"
        aria-label={t.input}
        aria-expanded={items.length > 0}
        aria-controls={LISTBOX_ID}
        aria-autocomplete="list"
        aria-activedescendant={items.length > 0 ? optionId(at) : undefined}
        placeholder={t.placeholder}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <Typography.Text type="secondary" className={styles.hint}>
        {t.hint}
      </Typography.Text>
      <div role="status" className={styles.status}>
        {search.state === 'searching' && t.searching}
        {search.state === 'done' && search.failure && t.failed(search.failure)}
        {search.state !== 'searching' && items.length === 0 && t.empty}
      </div>
      <div id={LISTBOX_ID} role="listbox" aria-label={t.results} className={styles.results}>
        {paletteGroupOrder.map((group) => {
          const inGroup = items
            .map((item, index) => ({ item, index }))
            .filter(({ item }) => item.group === group);
          if (inGroup.length === 0) return null;
          return (
            <div key={group} role="group" aria-label={t.groups[group]}>
              <div role="presentation" className={styles.groupTitle}>
                {t.groups[group]}
              </div>
              {inGroup.map(({ item, index }) => (
                <div
                  key={item.key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === at}
                  className={index === at ? styles.activeOption : styles.option}
                  // The input keeps the focus: a click must not take it.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => go(item)}
                  onMouseMove={() => index !== at && setActive(index)}
                >
                  <span className={styles.label}>{item.label}</span>
                  {item.detail && <span className={styles.detail}>{item.detail}</span>}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </Modal>
  );
}
