import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useOpenedOnce } from '../../../components/overlay/use-opened-once';
import { App, Button, Flex, Result, Space, Typography } from 'antd';
import { CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { texts } from '../../../../shared/texts/pt-BR';
import {
  PreconditionFailedError,
  serverTimestamp,
  type DocumentData,
  type DocumentStore,
} from '../../../data/ports';
import { CopyDocumentDrawer } from './copy-document-drawer';
import { documentPathOf } from '../../../data/paths';
import { CopyPathButton } from './copy-path-button';
import { documentTitle } from './document-title';
import { collectionName } from '../../../../shared/collections/collection-names';
import { entrySummary } from '../../../../shared/collections/entry-summary';
import { errorMessage } from '../../../../shared/errors/error-message';

const t = texts.documentEditor.frame;

export interface DocumentEditorFrameProps {
  documents: DocumentStore;
  projectId: string;
  collection: string;
  docId: string;
  /** Opens a copy made from the 'Copiar' panel. */
  onOpenCopy: (projectId: string, docId: string) => void;
  /** The document was deleted here: the editor below is gone, with whatever it held. */
  onDeleted?: () => void;
  /** Whether 'Apagar' is offered: not where the rules would refuse this user (default yes). */
  canDelete?: boolean;
  /** Level of the title heading: 1 when the frame is the page, lower when nested. */
  headingLevel?: 1 | 2 | 3 | 4;
  /** The editor (the document form); remounted after a recreate so it loads afresh. */
  children: ReactNode;
}

type FrameState =
  | { kind: 'live' }
  /** `data` is what was deleted, null when nothing was there to delete. */
  | { kind: 'deleted'; data: DocumentData | null };

/**
 * Around a document's editor: its title, its path with a copy button, 'Apagar' (confirmed,
 * then 'Registro apagado' with a way to recreate it) and 'Copiar' (a side panel).
 */
export function DocumentEditorFrame(props: DocumentEditorFrameProps) {
  const { documents, projectId, collection, docId, onOpenCopy, onDeleted, children } = props;
  const headingLevel = props.headingLevel ?? 2;
  const canDelete = props.canDelete ?? true;
  const { modal, message } = App.useApp();
  const path = documentPathOf(projectId, collection, docId);
  // The heading is all the frame draws from the document: a save that leaves the title as it
  // was redraws nothing below the frame (the data is read only when 'Apagar' asks).
  const [title, setTitle] = useState(() => documentTitle(null, docId));
  const data = useRef<DocumentData | null>(null);
  const [state, setState] = useState<FrameState>({ kind: 'live' });
  const [generation, setGeneration] = useState(0);
  const [copyOpen, setCopyOpen] = useState(false);
  const copyMounted = useOpenedOnce(copyOpen);
  const [recreating, setRecreating] = useState(false);

  useEffect(() => {
    setState({ kind: 'live' });
    data.current = null;
    setTitle(documentTitle(null, docId));
    // The title follows the document live; a failed watch only costs the title (the id shows).
    return documents.watchDocument(
      path,
      (snapshot) => {
        data.current = snapshot.data;
        setTitle(documentTitle(snapshot.data, docId));
      },
      (error) => console.warn('Document title watch failed', error),
    );
  }, [documents, path, docId]);

  const remove = async () => {
    try {
      // Read just before deleting: that is what 'Recriar registro' puts back.
      const before = await documents.get(path);
      if (before.exists) await documents.delete(path);
      setState({ kind: 'deleted', data: before.exists ? before.data : null });
      onDeleted?.();
    } catch (error) {
      message.error(t.deleteFailed(errorMessage(error)));
    }
  };

  const confirmDelete = () =>
    modal.confirm({
      title: t.deleteConfirm,
      // Names the record, so the person knows which one goes (the spec's question stays as is).
      content: texts.labels.deleteWhich(
        collectionName(collection).singular,
        entrySummary(collection, docId, data.current).title,
      ),
      okText: t.deleteOk,
      okButtonProps: { danger: true },
      cancelText: t.deleteCancel,
      onOk: remove,
    });

  const recreate = async (deleted: DocumentData) => {
    setRecreating(true);
    try {
      // Must not exist: a document created here meanwhile is never clobbered.
      await documents.set(
        path,
        { ...deleted, updatedAt: serverTimestamp() },
        { ifUpdatedAt: null },
      );
      message.success(t.recreated);
      setState({ kind: 'live' });
      setGeneration((value) => value + 1);
    } catch (error) {
      message.error(
        error instanceof PreconditionFailedError
          ? t.recreateTaken
          : t.recreateFailed(errorMessage(error)),
      );
    } finally {
      setRecreating(false);
    }
  };

  return (
    <section aria-label={path}>
      <Flex justify="space-between" align="flex-start" gap="middle" wrap>
        <div>
          <Typography.Title level={headingLevel} style={{ marginBottom: 4 }}>
            {title}
          </Typography.Title>
          <CopyPathButton path={`${projectId}/${collection}/${docId}`} />
        </div>
        {state.kind === 'live' && (
          <Space>
            {canDelete && (
              <Button danger icon={<DeleteOutlined aria-hidden />} onClick={confirmDelete}>
                {t.delete}
              </Button>
            )}
            <Button icon={<CopyOutlined aria-hidden />} onClick={() => setCopyOpen(true)}>
              {t.copy}
            </Button>
          </Space>
        )}
      </Flex>
      {state.kind === 'deleted' ? (
        <Result
          status="info"
          title={t.deleted}
          subTitle={state.data ? undefined : t.deletedMissing}
          extra={
            state.data && (
              <Button
                type="primary"
                loading={recreating}
                onClick={() => state.data && void recreate(state.data)}
              >
                {t.recreate}
              </Button>
            )
          }
        />
      ) : (
        <div key={generation} style={{ marginTop: 16 }}>
          {children}
        </div>
      )}
      {copyMounted && (
        <CopyDocumentDrawer
          open={copyOpen}
          onClose={() => setCopyOpen(false)}
          documents={documents}
          projectId={projectId}
          collection={collection}
          docId={docId}
          onOpenCopy={(target, id) => {
            setCopyOpen(false);
            onOpenCopy(target, id);
          }}
        />
      )}
    </section>
  );
}
