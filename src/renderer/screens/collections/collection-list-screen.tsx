import { useEffect, useState } from 'react';
import { Alert, App, Button, Flex, List, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { texts } from '../../../shared/texts/pt-BR';
import { documentTitle } from '../../components/document-editor/document-title';
import { DocumentForm } from '../../components/form/document-form/document-form';
import { usePendingChangesGuard } from '../../components/leave-guard/use-pending-changes-guard';
import { LoadingState } from '../../components/loading-state/loading-state';
import type { DocumentSnapshot } from '../../data/ports';
import { useActiveProject, useDataPorts } from '../../data/provider';
import { documentRoute } from './routes';
import { useFormDefinition } from './use-form-definition';
import { collectionPathOf } from '../../data/paths';

const t = texts.documentEditor.screen;
const leave = texts.web.desktop;

/** Spec 01 §9: the collection list shows 50 documents by default. */
export const COLLECTION_LIST_LIMIT = 50;

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

  useEffect(() => {
    setList({ kind: 'loading' });
    setCreating(false);
    try {
      return documents.watchQuery(
        collectionPathOf(projectId, collection),
        { limit: COLLECTION_LIST_LIMIT },
        (docs) => setList({ kind: 'ready', docs }),
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
  }, [documents, projectId, collection]);

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
          <List
            bordered
            dataSource={list.docs}
            rowKey={(doc) => doc.id}
            footer={
              list.docs.length >= COLLECTION_LIST_LIMIT ? (
                <Typography.Text type="secondary">
                  {t.listLimited(COLLECTION_LIST_LIMIT)}
                </Typography.Text>
              ) : null
            }
            renderItem={(doc) => {
              const title = documentTitle(doc.data, doc.id);
              return (
                <List.Item>
                  <Link to={documentRoute(collection, doc.id)}>{title}</Link>
                  {title !== doc.id && <Typography.Text type="secondary">{doc.id}</Typography.Text>}
                </List.Item>
              );
            }}
          />
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
