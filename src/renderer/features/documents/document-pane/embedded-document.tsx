import { useCallback, useEffect, useRef } from 'react';
import { Alert } from 'antd';
import { texts } from '../../../../shared/texts/pt-BR';
import { DocumentForm } from '../../form/document-form/document-form';
import { LoadingState } from '../../../components/loading-state/loading-state';
import { useActiveProject, useDataPorts } from '../../../data/provider';
import { useFormDefinition } from './use-form-definition';

/** A document edited in place inside another (doc-editor, collection-editor): no frame. */
export function EmbeddedDocument({
  collection,
  docId,
  onPendingChange,
}: {
  collection: string;
  docId: string;
  onPendingChange: (pending: boolean) => void;
}) {
  const { documents } = useDataPorts();
  const projectId = useActiveProject();
  const definition = useFormDefinition(documents, projectId, collection, docId, 0);
  const report = useRef(onPendingChange);
  report.current = onPendingChange;
  // Stable, as the form re-reports on every new identity; gone, it holds nothing to guard.
  const stableReport = useCallback((value: boolean) => report.current(value), []);
  useEffect(() => () => report.current(false), []);
  if (definition.kind === 'loading')
    return <LoadingState label={texts.documentEditor.frame.loading} />;
  if (definition.kind === 'failed')
    return <Alert type="error" showIcon title={definition.message} />;
  return (
    <DocumentForm
      definition={definition.definition}
      projectId={projectId}
      collection={collection}
      docId={docId}
      initialSnapshot={definition.snapshot}
      onPendingChange={stableReport}
    />
  );
}
