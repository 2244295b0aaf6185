import { useEffect, useState } from 'react';
import { Alert, App, Button, Flex, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { texts } from '../../../shared/texts/pt-BR';
import { DocumentForm } from '../../components/form/document-form/document-form';
import { usePendingChangesGuard } from '../../components/leave-guard/use-pending-changes-guard';
import { LoadingState } from '../../components/loading-state/loading-state';
import type { DocumentSnapshot } from '../../data/ports';
import { useActiveProject, useDataPorts } from '../../data/provider';
import { documentRoute } from './routes';
import { EntryTree } from './entry-tree';
import { useFormDefinition } from './use-form-definition';
import { collectionPathOf } from '../../data/paths';

const t = texts.documentEditor.screen;
const leave = texts.web.desktop;

/** Spec 01 §9: the collection list shows 50 documents by default. */
export const COLLECTION_LIST_LIMIT = 50;
/** Spec 02 §9: these tree-shaped collections read 1,000. */
const LIST_LIMITS: Readonly<Record<string, number>> = {
  category: 1_000,
  content: 1_000,
  course: 1_000,
};
export const listLimitOf = (collection: string) => LIST_LIMITS[collection] ?? COLLECTION_LIST_LIMIT;

type ListState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; docs: DocumentSnapshot[] };

/** /console/:collection: the collection's documents (live) and 'Novo documento'. */
export function CollectionListScreen({ collection }: { collection: string }) {
  const { documents } = useDataPorts();
  const projectId = useActiveProject();
  const [list, setList] = useState<ListState>({ kind: 'loading' });
  const [creating, setCreating] = useState(false);
  // 'Carregar mais' reads one more page: the live query grows, the shown list stays meanwhile.
  const [pages, setPages] = useState(1);
  const [answeredLimit, setAnsweredLimit] = useState(0);
  const pageSize = listLimitOf(collection);
  const limit = pageSize * pages;

  useEffect(() => {
    setList({ kind: 'loading' });
    setPages(1);
    setCreating(false);
  }, [documents, projectId, collection]);

  useEffect(() => {
    try {
      return documents.watchQuery(
        collectionPathOf(projectId, collection),
        { limit },
        (docs) => {
          setList({ kind: 'ready', docs });
          setAnsweredLimit(limit);
        },
        (error) => {
          console.error('Collection list failed', error);
          setList({ kind: 'failed' });
        },
      );
    } catch (error) {
      // A collection name the store refuses as a path.
      console.error('Collection list failed', error);
      setList({ kind: 'failed' });
    }
  }, [documents, projectId, collection, limit]);

  if (creating) {
    return <NewDocumentPanel collection={collection} onBack={() => setCreating(false)} />;
  }

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t.collectionTitle(collection)}
        </Typography.Title>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setCreating(true)}
        >
          {t.newDocument}
        </Button>
      </Flex>
      <Link to="/console/collections">{t.allCollections}</Link>
      {list.kind === 'loading' && <LoadingState label={t.loadingEntries} />}
      {list.kind === 'failed' && <Alert type="error" showIcon title={t.entriesFailed} />}
      {list.kind === 'ready' &&
        (list.docs.length === 0 ? (
          <Typography.Text type="secondary">{t.noEntries}</Typography.Text>
        ) : (
          <>
            <EntryTree collection={collection} docs={list.docs} />
            {list.docs.length >= answeredLimit && (
              <Flex align="center" gap="middle">
                <Typography.Text type="secondary">
                  {t.listLimited(list.docs.length)}
                </Typography.Text>
                <Button
                  loading={answeredLimit < limit}
                  onClick={() => setPages((value) => value + 1)}
                >
                  {t.loadMore}
                </Button>
              </Flex>
            )}
          </>
        ))}
    </Space>
  );
}

/** A new document of `collection`: 'Salvar {collection}' creates it, then it opens by its id. */
function NewDocumentPanel({ collection, onBack }: { collection: string; onBack: () => void }) {
  const { documents } = useDataPorts();
  const projectId = useActiveProject();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const definition = useFormDefinition(documents, projectId, collection, null, 0);
  const [pending, setPending] = useState(false);
  const [createdId, setCreatedId] = useState<string | null>(null);
  usePendingChangesGuard(pending);

  // Navigates once the render with nothing pending is in, so the guard lets it through.
  useEffect(() => {
    if (createdId !== null) navigate(documentRoute(collection, createdId));
  }, [createdId, collection, navigate]);

  // Back to the list is no navigation, so the route guard cannot see it: ask the same here.
  const back = () => {
    if (!pending) return onBack();
    modal.confirm({
      title: leave.pendingChangesTitle,
      content: leave.pendingChanges,
      okText: leave.pendingChangesLeave,
      okButtonProps: { danger: true },
      cancelText: leave.pendingChangesStay,
      onOk: onBack,
    });
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Button type="link" style={{ padding: 0 }} onClick={back}>
        {t.back}
      </Button>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t.newDocumentTitle(collection)}
      </Typography.Title>
      {definition.kind === 'loading' && <LoadingState label={t.loadingEntries} />}
      {definition.kind === 'failed' && <Alert type="error" showIcon title={definition.message} />}
      {definition.kind === 'ready' && (
        <DocumentForm
          definition={definition.definition}
          projectId={projectId}
          collection={collection}
          docId={null}
          onPendingChange={setPending}
          onCreated={(id) => {
            setPending(false);
            setCreatedId(id);
          }}
        />
      )}
    </Space>
  );
}
