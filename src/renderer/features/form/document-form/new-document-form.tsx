import { Alert } from 'antd';
import { useEffect, useImperativeHandle, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { checkNewDocumentId, duplicateIdMessage } from '../../../../shared/forms/id-checks';
import { texts } from '../../../../shared/texts/pt-BR';
import { PreconditionFailedError, serverTimestamp } from '../../../data/ports';
import { useDataPorts } from '../../../data/provider';
import { FormContext, type FormContextValue } from '../form-context';
import { DefinitionFields } from '../admin-only/definition-fields';
import { createFormStore } from '../../../document-session/form-store';
import { BottomBar } from './bottom-bar';
import type { DocumentFormProps } from './document-form-types';
import { errorMessage } from '../../../../shared/errors/error-message';
import { collectionPathOf } from '../../../data/paths';

const t = texts.forms;

type Props = Omit<DocumentFormProps, 'docId' | 'onOpenJsonEditor' | 'onOpenAiEditor'> & {
  onCreated(id: string): void;
};

/** Adding a document: no autosave; 'Salvar {collection}' checks the id and creates it. */
export function NewDocumentForm(props: Props) {
  const { definition, projectId, collection, onPendingChange, onCreated, controllerRef } = props;
  const { documents } = useDataPorts();
  const [store] = useState(() => createFormStore({ ...definition.newDocumentDefaults }));
  const touched = useStore(store, (state) => state.revision > 0);
  const [creating, setCreating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => onPendingChange?.(touched), [touched, onPendingChange]);
  useEffect(() => () => onPendingChange?.(false), [onPendingChange]);

  useImperativeHandle(
    controllerRef,
    () => ({
      store,
      // Nothing autosaves before the explicit create.
      flush: async () => store.getState().revision === 0,
      hasPendingChanges: () => store.getState().revision > 0,
    }),
    [store],
  );

  // The same element each render: a status change re-renders the bar, not 200 fields.
  const fieldsElement = useMemo(() => <DefinitionFields definition={definition} />, [definition]);

  const context = useMemo<FormContextValue>(
    () => ({
      store,
      documents,
      projectId,
      collection,
      docId: null,
      isNew: true,
      renderEmbeddedDocument: props.renderEmbeddedDocument,
    }),
    [store, documents, projectId, collection, props.renderEmbeddedDocument],
  );

  const create = async () => {
    if (creating) return;
    const values = store.getState().values;
    const check = checkNewDocumentId(definition, values);
    if (check.kind === 'invalid') {
      setProblem(check.message);
      return;
    }
    setProblem(null);
    setCreating(true);
    const collectionPath = collectionPathOf(projectId, collection);
    const data = { ...values, createdAt: serverTimestamp(), updatedAt: serverTimestamp() };
    try {
      let id: string;
      if (props.newDocumentId !== undefined) {
        id = props.newDocumentId;
        await documents.set(`${collectionPath}/${id}`, data, { ifUpdatedAt: null });
      } else if (check.kind === 'ok') {
        id = check.id;
        // ifUpdatedAt null: written only if no document has this id, atomically.
        await documents.set(`${collectionPath}/${id}`, data, { ifUpdatedAt: null });
      } else {
        id = await documents.add(collectionPath, data);
      }
      onPendingChange?.(false);
      onCreated(id);
    } catch (error) {
      if (error instanceof PreconditionFailedError) {
        setProblem(duplicateIdMessage(definition));
      } else {
        console.error('Erro ao criar o documento', error);
        setProblem(t.create.failed(errorMessage(error)));
      }
    } finally {
      setCreating(false);
    }
  };

  return (
    <FormContext.Provider value={context}>
      <form
        aria-label={definition.title}
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        {fieldsElement}
      </form>
      {problem && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={problem}
          closable
          onClose={() => setProblem(null)}
          style={{ marginBottom: 12 }}
        />
      )}
      <BottomBar
        mode="create"
        collection={collection}
        creating={creating}
        onCreate={() => void create()}
      />
    </FormContext.Provider>
  );
}
