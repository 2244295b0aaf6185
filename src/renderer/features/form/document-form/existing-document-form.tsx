import { Alert, Button, Result, Skeleton } from 'antd';
import { useEffect, useImperativeHandle, useMemo, useState, useSyncExternalStore } from 'react';
import { errorMessage } from '../../../../shared/errors/error-message';
import { texts } from '../../../../shared/texts/pt-BR';
import type { ConflictChoice } from '../../../../shared/forms/conflict';
import { useDataPorts } from '../../../data/provider';
import { FormContext, type FormContextValue } from '../form-context';
import { DefinitionFields } from '../admin-only/definition-fields';
import { createFormStore } from '../../../document-session/form-store';
import { BottomBar } from './bottom-bar';
import { ConflictView } from './conflict-view';
import { DocumentSession } from '../../../document-session/document-session';
import type { DocumentFormProps } from './document-form-types';
import { documentPathOf } from '../../../data/paths';
import { useConflictRecord } from './use-conflict-record';

const t = texts.forms;

type Props = Omit<DocumentFormProps, 'docId' | 'onCreated'> & { docId: string };

/** An existing document: live values, autosave with a precondition, conflict resolution. */
export function ExistingDocumentForm(props: Props) {
  const { definition, projectId, collection, docId, onPendingChange, controllerRef } = props;
  const { documents } = useDataPorts();
  const path = documentPathOf(projectId, collection, docId);
  const [store] = useState(() => createFormStore({}));
  const [session] = useState(
    () => new DocumentSession({ documents, path, store, initial: props.initialSnapshot }),
  );
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  const [conflictOpen, setConflictOpen] = useState(true);
  const [busy, setBusy] = useState(false);

  useEffect(() => session.start(), [session]);

  const status = state.save.status;
  const pending = status !== 'saved';
  useEffect(() => onPendingChange?.(pending), [pending, onPendingChange]);
  // Leaving the form drops its pending flag with it.
  useEffect(() => () => onPendingChange?.(false), [onPendingChange]);

  useEffect(() => {
    if (status === 'conflict') setConflictOpen(true);
  }, [status]);
  // Kept until resolved, across reloads; Início lists it.
  useConflictRecord(
    session,
    { projectId, collection, docId },
    status,
    state.load.status === 'ready',
  );

  useImperativeHandle(
    controllerRef,
    () => ({
      store,
      flush: () => session.flush(),
      hasPendingChanges: () => session.hasPendingChanges(),
    }),
    [store, session],
  );

  // The same element each render: a status change re-renders the bar, not 200 fields.
  const fieldsElement = useMemo(() => <DefinitionFields definition={definition} />, [definition]);

  const context = useMemo<FormContextValue>(
    () => ({
      store,
      documents,
      projectId,
      collection,
      docId,
      isNew: false,
      renderEmbeddedDocument: props.renderEmbeddedDocument,
    }),
    [store, documents, projectId, collection, docId, props.renderEmbeddedDocument],
  );

  const settle = async (action: () => Promise<boolean>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      // The conflict stays open; the user can pick again.
      console.error('Erro ao resolver o conflito', error);
    } finally {
      setBusy(false);
    }
  };

  if (state.load.status === 'loading') return <Skeleton active paragraph={{ rows: 6 }} />;
  if (state.load.status === 'missing') {
    return <Result status="404" title={t.load.notFound} subTitle={t.load.notFoundDetail(path)} />;
  }
  if (state.load.status === 'error') {
    return (
      <Alert
        type="error"
        showIcon
        title={t.load.error(state.load.detail)}
        action={
          <Button size="small" onClick={() => session.retryLoad()}>
            {t.load.retry}
          </Button>
        }
      />
    );
  }

  const conflict = status === 'conflict' ? session.conflictDetails() : null;
  return (
    <FormContext.Provider value={context}>
      <form onSubmit={(event) => event.preventDefault()} aria-label={definition.title}>
        {fieldsElement}
      </form>
      <BottomBar
        mode="edit"
        status={status}
        errorDetail={status === 'error' ? errorMessage(state.save.error) : undefined}
        onRetry={() => void session.saveNow()}
        onShowConflict={() => setConflictOpen(true)}
        onOpenAiEditor={props.onOpenAiEditor}
        onOpenJsonEditor={props.onOpenJsonEditor}
      />
      {conflict && (
        <ConflictView
          open={conflictOpen}
          details={conflict}
          fields={definition.fields}
          busy={busy}
          onClose={() => setConflictOpen(false)}
          onKeepMine={() => void settle(() => session.keepMine())}
          onTakeTheirs={() => void settle(() => session.takeTheirs())}
          onMerge={(choices: Record<string, ConflictChoice>) =>
            void settle(() => session.merge(choices))
          }
        />
      )}
    </FormContext.Provider>
  );
}
