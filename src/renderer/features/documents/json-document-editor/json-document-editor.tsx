import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Modal, Space } from 'antd';
import { texts } from '../../../../shared/texts/pt-BR';
import type { DocumentStore } from '../../../data/ports';
import { JsonEditor, jsonEditorReady } from '../../../components/json-editor/json-editor';
import { LoadingState } from '../../../components/loading-state/loading-state';
import { loadJsonDocument, saveJsonDocument, type LoadedJsonDocument } from './load-json-document';

const t = texts.documentEditor.json;

export interface JsonDocumentEditorProps {
  open: boolean;
  documents: DocumentStore;
  /** `project/{id}/{collection}/{doc}`. */
  path: string;
  onClose: () => void;
  /** After a successful save, before closing (the form below reloads). */
  onSaved?: () => void;
}

type LoadState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; doc: LoadedJsonDocument };

/**
 * The whole document as JSON, full screen over its form (Monaco, lazily). The caller flushes
 * the form's pending save before opening, so what loads here is what the user last typed.
 */
export function JsonDocumentEditor({
  open,
  documents,
  path,
  onClose,
  onSaved,
}: JsonDocumentEditorProps) {
  const { modal, message } = App.useApp();
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open) return;
    let active = true;
    setLoad({ kind: 'loading' });
    setError(null);
    // The editor's code loads alongside the read, so the editor is drawn with the text at once.
    void Promise.all([loadJsonDocument(documents, path), jsonEditorReady()]).then(([result]) => {
      if (!active) return;
      if (!result.ok) {
        setLoad({ kind: 'failed', message: result.message });
        return;
      }
      setLoad({ kind: 'ready', doc: result.doc });
      setText(result.doc.text);
    });
    return () => {
      active = false;
    };
  }, [open, documents, path, attempt]);

  const edited = load.kind === 'ready' && text !== load.doc.text;

  const cancel = useCallback(() => {
    if (!edited) {
      onClose();
      return;
    }
    modal.confirm({
      title: t.discardTitle,
      content: t.discardContent,
      okText: t.discardOk,
      okButtonProps: { danger: true },
      cancelText: t.discardCancel,
      onOk: onClose,
    });
  }, [edited, modal, onClose]);

  const save = async () => {
    if (load.kind !== 'ready') return;
    setSaving(true);
    setError(null);
    try {
      const result = await saveJsonDocument(documents, path, text, load.doc);
      if (!result.ok) {
        // The user's text stays in the editor, to be fixed or copied.
        setError(result.message);
        return;
      }
      message.success(t.saved);
      onSaved?.();
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t.title(path)}
      onCancel={cancel}
      mask={{ closable: false }}
      width="100vw"
      destroyOnHidden
      style={{ top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 }}
      styles={{
        container: {
          minHeight: '100vh',
          borderRadius: 0,
          display: 'flex',
          flexDirection: 'column',
        },
        body: { flex: 1 },
      }}
      footer={
        <Space>
          <Button onClick={cancel}>{t.cancel}</Button>
          <Button
            type="primary"
            loading={saving}
            disabled={load.kind !== 'ready'}
            onClick={() => void save()}
          >
            {t.save}
          </Button>
        </Space>
      }
    >
      {load.kind === 'loading' && <LoadingState label={t.loading} />}
      {load.kind === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={load.message}
          action={
            <Button size="small" onClick={() => setAttempt((value) => value + 1)}>
              {t.retry}
            </Button>
          }
        />
      )}
      {load.kind === 'ready' && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {error && <Alert type="error" showIcon title={error} />}
          <JsonEditor
            value={text}
            onChange={setText}
            ariaLabel={t.editorLabel}
            height="calc(100vh - 200px)"
          />
        </Space>
      )}
    </Modal>
  );
}
