import { Alert, Button, Flex, Segmented, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { isKnownCollection } from '../../../shared/collections/collection-names';
import { texts } from '../../../shared/texts/pt-BR';
import { LoadingState } from '../../components/loading-state/loading-state';
import { CsvExportButton } from './csv/csv-export-button';
import { CsvImportButton } from './csv/csv-import-button';
import { CollectionTable } from './collection-table';
import { EntryTree } from './entry-tree';
import type { CollectionEntries } from './use-collection-entries';

const t = texts.documentEditor.screen;
const labels = texts.labels.collections;

export interface CollectionListPaneProps {
  collection: string;
  entries: CollectionEntries;
  selectedId: string | null;
  onAdd: () => void;
  /** 'table' only for a flat collection (no entry has a parent): see isFlatCollection. */
  view: ListView;
  /** Offered when the collection is flat. */
  onViewChange?: (view: ListView) => void;
}

export type ListView = 'tree' | 'table';

/** No entry has a parent: a table shows it as well as a tree, and sorts it too. */
export const isFlatCollection = (docs: readonly { data: Record<string, unknown> | null }[]) =>
  docs.every(
    (doc) => doc.data?.parent === undefined || doc.data.parent === null || doc.data.parent === '',
  );

/**
 * The browser's left side: the actions, 'Carregar anteriores' when a deep link opened a window,
 * the live tree, then 'Carregar mais'.
 */
export function CollectionListPane(props: CollectionListPaneProps) {
  const { collection, entries, selectedId, onAdd, view, onViewChange } = props;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Flex gap="small" wrap>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
          {t.newDocument}
        </Button>
        <CsvExportButton collection={collection} />
        <CsvImportButton collection={collection} />
        {onViewChange && (
          <Segmented<ListView>
            aria-label={t.viewLabel}
            value={view}
            onChange={onViewChange}
            options={[
              { value: 'tree', label: t.viewTree },
              { value: 'table', label: t.viewTable },
            ]}
          />
        )}
      </Flex>
      {entries.state === 'loading' && <LoadingState label={t.loadingEntries} />}
      {entries.state === 'failed' && <Alert type="error" showIcon title={t.entriesFailed} />}
      {entries.state === 'ready' &&
        (entries.docs.length === 0 ? (
          <Typography.Text type="secondary">
            {isKnownCollection(collection) ? t.noEntries : labels.unknownCollection(collection)}
          </Typography.Text>
        ) : (
          <>
            {entries.hasEarlier && (
              <Flex align="center" gap="middle" wrap>
                <Typography.Text type="secondary">{t.listWindow}</Typography.Text>
                <Button loading={entries.loadingEarlier} onClick={entries.loadEarlier}>
                  {t.loadEarlier}
                </Button>
              </Flex>
            )}
            {view === 'table' ? (
              <CollectionTable collection={collection} docs={entries.docs} />
            ) : (
              <EntryTree
                collection={collection}
                docs={entries.docs}
                selectedId={selectedId}
                partial={entries.hasMore || entries.hasEarlier}
              />
            )}
            {entries.hasMore && (
              <Flex align="center" gap="middle" wrap>
                <Typography.Text type="secondary">
                  {t.listLimited(entries.docs.length)}
                </Typography.Text>
                <Button loading={entries.loadingMore} onClick={entries.loadMore}>
                  {t.loadMore}
                </Button>
              </Flex>
            )}
          </>
        ))}
    </Space>
  );
}
