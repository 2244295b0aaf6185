import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Space, Typography } from 'antd';
import { texts } from '../../../../shared/texts/pt-BR';
import { DocumentForm } from '../../form/document-form/document-form';
import { usePendingChangesGuard } from '../../../components/leave-guard/use-pending-changes-guard';
import { LoadingState } from '../../../components/loading-state/loading-state';
import { useActiveProject, useDataPorts } from '../../../data/provider';
import { useFormDefinition } from './use-form-definition';

const t = texts.documentEditor.screen;

export interface NewDocumentPaneProps {
  collection: string;
  /** 'Voltar para a coleção': the browser asks first when there are typed values. */
  onBack: () => void;
  /** Called once the create is saved and nothing is pending, so leaving asks nothing. */
  onCreated: (docId: string) => void;
  onPendingChange?: (pending: boolean) => void;
}

/** A new document of `collection`: 'Salvar {collection}' creates it under its id. */
export function NewDocumentPane(props: NewDocumentPaneProps) {
  const { collection, onBack } = props;
  const { documents } = useDataPorts();
  const projectId = useActiveProject();
  const definition = useFormDefinition(documents, projectId, collection, null, 0);
  const [pending, setPending] = useState(false);
  const [createdId, setCreatedId] = useState<string | null>(null);
  usePendingChangesGuard(pending);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => latest.current.onPendingChange?.(pending), [pending]);
  useEffect(() => () => latest.current.onPendingChange?.(false), []);
  // Runs once the render with nothing pending is in, so the guard lets the switch through.
  useEffect(() => {
    if (createdId !== null) latest.current.onCreated(createdId);
  }, [createdId]);

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Button type="link" style={{ padding: 0 }} onClick={onBack}>
        {t.back}
      </Button>
      <Typography.Title level={2} style={{ margin: 0 }}>
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
