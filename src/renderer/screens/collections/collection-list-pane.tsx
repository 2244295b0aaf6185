import { Alert, Button, Flex, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { texts } from '../../../shared/texts/pt-BR';
import { LoadingState } from '../../components/loading-state/loading-state';
import { CsvExportButton } from './csv/csv-export-button';
import { CsvImportButton } from './csv/csv-import-button';
import { EntryTree } from './entry-tree';
import type { CollectionEntries } from './use-collection-entries';

const t = texts.documentEditor.screen;

export interface CollectionListPaneProps {
  collection: string;
  entries: CollectionEntries;
  selectedId: string | null;
  onAdd: () => void;
}

/** The browser's left side: the actions, then the live tree, then 'Carregar mais'. */
export function CollectionListPane(props: CollectionListPaneProps) {
  const { collection, entries, selectedId, onAdd } = props;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Flex gap="small" wrap>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
          {t.newDocument}
        </Button>
        <CsvExportButton collection={collection} />
        <CsvImportButton collection={collection} />
      </Flex>
      {entries.state === 'loading' && <LoadingState label={t.loadingEntries} />}
      {entries.state === 'failed' && <Alert type="error" showIcon title={t.entriesFailed} />}
      {entries.state === 'ready' &&
        (entries.docs.length === 0 ? (
          <Typography.Text type="secondary">{t.noEntries}</Typography.Text>
        ) : (
          <>
            <EntryTree collection={collection} docs={entries.docs} selectedId={selectedId} />
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
