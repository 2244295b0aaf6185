import { memo, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, App, Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { texts } from '../../../../shared/texts/pt-BR';
import { useBridge } from '../../../bridge/bridge-context';
import { AiAssistantDrawer } from '../ai-assistant/ai-assistant-drawer';
import { DocumentEditorFrame } from '../document-editor/document-editor-frame';
import { DocumentForm, type DocumentFormController } from '../../form/document-form/document-form';
import { JsonDocumentEditor } from '../json-document-editor/json-document-editor';
import {
  prefetchJsonEditor,
  preloadJsonEditorCode,
} from '../../../components/json-editor/json-editor';
import { whenIdle } from '../../../components/loadable/when-idle';
import { LoadingState } from '../../../components/loading-state/loading-state';
import { useOpenedOnce } from '../../../components/overlay/use-opened-once';
import { useActiveProject, useCurrentUser, useDataPorts } from '../../../data/provider';
import { useConsoleConfig } from '../../../data/use-console-config';
import { useSettingsStore } from '../../../stores/settings-store';
import { documentRoute } from './routes';
import { DocumentActions } from './document-actions';
import { EmbeddedDocument } from './embedded-document';
import { useFormDefinition } from './use-form-definition';
import { useDocumentExistence } from '../../../data/use-document-existence';
import { isConfigDocument } from '../../../../shared/forms/definitions/config/config-documents';
import { createPendingSources, type PendingSources } from './pending-sources';
import { PendingSourcesGuard } from './pending-sources-guard';
import { errorMessage } from '../../../../shared/errors/error-message';
import { documentPathOf } from '../../../data/paths';
import { deleteNeedsPrivilege } from '../../../../shared/auth/privileged-deletes';
import { usePrivilegedUser } from '../../../data/use-privileged-user';

const t = texts.documentEditor.screen;
const MAIN_FORM = 'main';

export interface DocumentPaneProps {
  collection: string;
  docId: string;
  /** Whether leaving now would lose edits (the browser asks before a state-only switch). */
  onPendingChange?: (pending: boolean) => void;
}

/**
 * The collection browser's right side: the document in its frame, with the JSON and AI
 * editors. Unsaved edits guard every navigation away (usePendingChangesGuard). Memoized: the
 * list beside it is live and redraws on each save, and the pane depends on its props only.
 */
export const DocumentPane = memo(function DocumentPane({
  collection,
  docId,
  onPendingChange,
}: DocumentPaneProps) {
  const [pendingSources] = useState(createPendingSources);
  return (
    <>
      <PendingSourcesGuard sources={pendingSources} onPendingChange={onPendingChange} />
      <DocumentPaneContent collection={collection} docId={docId} pendingSources={pendingSources} />
    </>
  );
});

/** The pane's drawing, which a save status no longer re-renders (pending-sources.ts). */
function DocumentPaneContent({
  collection,
  docId,
  pendingSources,
}: {
  collection: string;
  docId: string;
  pendingSources: PendingSources;
}) {
  const { documents } = useDataPorts();
  const projectId = useActiveProject();
  const consoleConfig = useConsoleConfig();
  const privileged = usePrivilegedUser();
  const user = useCurrentUser();
  const bridge = useBridge();
  const applySettings = useSettingsStore((store) => store.apply);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [reload, setReload] = useState(0);
  const definition = useFormDefinition(documents, projectId, collection, docId, reload);
  // Only configuration documents open empty when missing; the rest say 'not found'.
  const configDocument = isConfigDocument(collection, docId);
  const watched = useDocumentExistence(
    documents,
    documentPathOf(projectId, collection, docId),
    configDocument,
  );
  const existence = configDocument ? watched : 'exists';
  const { report, clear } = pendingSources;
  // Once the document is on screen, its JSON editor's code is fetched and compiled off this
  // thread while the person reads it, so the editor's first open only runs it. Not sooner: on
  // two cores that work slowed the form's own first render by a fifth. Nor for a configuration
  // not written yet, whose form offers no JSON editor.
  const offersJsonEditor = definition.kind === 'ready' && existence === 'exists';
  useEffect(
    () => (offersJsonEditor ? whenIdle(preloadJsonEditorCode) : undefined),
    [offersJsonEditor],
  );
  // Stable: the form re-reports (false, then the value) whenever this identity changes.
  const reportMain = useCallback((value: boolean) => report(MAIN_FORM, value), [report]);
  const controllerRef = useRef<DocumentFormController>(null);
  const [jsonOpen, setJsonOpen] = useState(false);
  const [aiOpen, setAiOpen] = useState(false);
  const jsonMounted = useOpenedOnce(jsonOpen);
  const aiMounted = useOpenedOnce(aiOpen);

  /** Saves the form's pending edits first; false (and a message) when they cannot be saved. */
  const flushForm = useCallback(async () => {
    const saved = (await controllerRef.current?.flush()) ?? true;
    if (!saved) message.warning(t.unsavedFirst);
    return saved;
  }, [message]);

  const openJsonEditor = useCallback(async () => {
    // The editor's code loads while the form is saved and the document read.
    prefetchJsonEditor();
    if (await flushForm()) setJsonOpen(true);
  }, [flushForm]);

  const openCopy = async (target: string, id: string) => {
    if (target !== projectId) {
      // Switching project remounts the form: its edits must be saved before, not asked after.
      if (!(await flushForm())) return;
      try {
        applySettings(await bridge.invoke('settings.setActiveProject', { projectId: target }));
      } catch (error) {
        message.error(t.projectChangeFailed(errorMessage(error)));
        return;
      }
    }
    navigate(documentRoute(collection, id));
  };

  const renderEmbeddedDocument = useCallback(
    (embeddedCollection: string, embeddedId: string): ReactNode => (
      <EmbeddedDocument
        collection={embeddedCollection}
        docId={embeddedId}
        onPendingChange={(value) => report(`${embeddedCollection}/${embeddedId}`, value)}
      />
    ),
    [report],
  );

  if (definition.kind === 'loading' || existence === 'unknown')
    return <LoadingState label={texts.documentEditor.frame.loading} />;
  if (definition.kind === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        title={definition.message}
        action={<Button onClick={() => setReload((value) => value + 1)}>{t.retry}</Button>}
      />
    );
  }

  if (existence === 'missing') {
    // A known configuration not written yet: its form, empty, saved under its fixed id.
    return (
      <Flex vertical gap="small">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {definition.definition.title}
        </Typography.Title>
        <Alert type="info" showIcon title={t.configNotCreated} />
        {/* config/google's 'Conectar' is how its document first gets written. */}
        <DocumentActions
          projectId={projectId}
          collection={collection}
          docId={docId}
          named={definition.definition.actions}
          viewer={{ user, privileged, consoleConfig }}
        />
        <DocumentForm
          definition={definition.definition}
          projectId={projectId}
          collection={collection}
          docId={null}
          newDocumentId={docId}
          onPendingChange={reportMain}
          onCreated={() => clear()}
        />
      </Flex>
    );
  }

  // A Flex, not a Space: a Space gives its items a new context value on each render (the pane
  // re-renders on every save status), and React then searched the whole form for its readers,
  // ~10 ms in a 500-block layout.
  return (
    <Flex vertical gap="small">
      <DocumentEditorFrame
        documents={documents}
        projectId={projectId}
        collection={collection}
        docId={docId}
        headingLevel={2}
        canDelete={privileged || !deleteNeedsPrivilege(collection)}
        onOpenCopy={(target, id) => void openCopy(target, id)}
        onDeleted={clear}
      >
        <DocumentActions
          projectId={projectId}
          collection={collection}
          docId={docId}
          named={definition.definition.actions}
          viewer={{ user, privileged, consoleConfig }}
        />
        {definition.inferred && <Alert type="info" showIcon title={t.noDefinition} />}
        <DocumentForm
          key={reload}
          definition={definition.definition}
          projectId={projectId}
          collection={collection}
          docId={docId}
          initialSnapshot={definition.snapshot}
          controllerRef={controllerRef}
          onPendingChange={reportMain}
          onOpenJsonEditor={() => void openJsonEditor()}
          onOpenAiEditor={() => setAiOpen(true)}
          renderEmbeddedDocument={renderEmbeddedDocument}
        />
      </DocumentEditorFrame>
      {jsonMounted && (
        <JsonDocumentEditor
          open={jsonOpen}
          documents={documents}
          path={documentPathOf(projectId, collection, docId)}
          onClose={() => setJsonOpen(false)}
          // The form reloads what was just written (and an inferred form, its new keys).
          onSaved={() => setReload((value) => value + 1)}
        />
      )}
      {aiMounted && (
        <AiAssistantDrawer
          open={aiOpen}
          onClose={() => setAiOpen(false)}
          projectId={consoleConfig.assistantProjectId || projectId}
          definition={definition.definition}
          controller={aiOpen ? controllerRef.current : null}
        />
      )}
    </Flex>
  );
}
