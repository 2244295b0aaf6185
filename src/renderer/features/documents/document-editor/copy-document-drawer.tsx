import { useEffect, useState } from 'react';
import { Alert, Button, Drawer, Form, Input, Result, Select } from 'antd';
import { texts } from '../../../../shared/texts/pt-BR';
import type { DocumentStore } from '../../../data/ports';
import { copyDocument, type CopyResult } from './copy-document';

const t = texts.documentEditor.copy;

interface ProjectOption {
  value: string;
  label: string;
}

export interface CopyDocumentDrawerProps {
  open: boolean;
  onClose: () => void;
  documents: DocumentStore;
  projectId: string;
  collection: string;
  docId: string;
  /** Opens the copy (the screen switches project first when it is another one). */
  onOpenCopy: (projectId: string, docId: string) => void;
}

/** The `project` collection as select options, always including the current project. */
async function loadProjects(documents: DocumentStore, current: string): Promise<ProjectOption[]> {
  const docs = await documents.query('project', {});
  const options = docs.map((doc) => {
    const name = doc.data?.name;
    return {
      value: doc.id,
      label: typeof name === 'string' && name.trim() ? `${name} (${doc.id})` : doc.id,
    };
  });
  if (!options.some((option) => option.value === current)) {
    options.push({ value: current, label: current });
  }
  return options.sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
}

/** Side panel to copy the open document to a new id, optionally into another project. */
export function CopyDocumentDrawer(props: CopyDocumentDrawerProps) {
  const { open, onClose, documents, projectId, collection, docId, onOpenCopy } = props;
  const [newId, setNewId] = useState('');
  const [target, setTarget] = useState(projectId);
  const [projects, setProjects] = useState<ProjectOption[]>([
    { value: projectId, label: projectId },
  ]);
  const [projectsFailed, setProjectsFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CopyResult | null>(null);

  useEffect(() => {
    if (!open) return;
    let active = true;
    setTarget(projectId);
    loadProjects(documents, projectId).then(
      (options) => {
        if (!active) return;
        setProjects(options);
        setProjectsFailed(false);
      },
      (error: unknown) => {
        console.warn('Project list failed to load', error);
        if (active) setProjectsFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [open, documents, projectId]);

  const submit = async () => {
    setBusy(true);
    setResult(null);
    try {
      setResult(
        await copyDocument(documents, {
          sourceProjectId: projectId,
          collection,
          sourceId: docId,
          targetProjectId: target,
          newId,
        }),
      );
    } finally {
      setBusy(false);
    }
  };

  const restart = () => {
    setResult(null);
    setNewId('');
  };

  const done = result?.ok ? result : null;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t.title}
      destroyOnHidden
      afterOpenChange={(visible) => !visible && restart()}
    >
      {done ? (
        <Result
          status="success"
          title={t.done}
          subTitle={t.doneDetail(done.path)}
          extra={[
            <Button
              key="open"
              type="primary"
              onClick={() => onOpenCopy(done.projectId, done.docId)}
            >
              {t.open}
            </Button>,
            <Button key="again" onClick={restart}>
              {t.another}
            </Button>,
          ]}
        />
      ) : (
        <Form layout="vertical" onFinish={() => void submit()}>
          <Form.Item label={t.newId} htmlFor="copy-document-new-id">
            <Input
              id="copy-document-new-id"
              value={newId}
              placeholder={t.newIdPlaceholder}
              onChange={(event) => setNewId(event.target.value)}
            />
          </Form.Item>
          <Form.Item label={t.targetProject} htmlFor="copy-document-target">
            <Select
              id="copy-document-target"
              value={target}
              options={projects}
              onChange={setTarget}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
          {projectsFailed && <Alert type="warning" showIcon title={t.projectsFailed} />}
          {result && !result.ok && (
            <Alert type="error" showIcon title={result.message} style={{ marginBottom: 16 }} />
          )}
          <Button type="primary" htmlType="submit" loading={busy}>
            {busy ? t.copying : t.submit}
          </Button>
        </Form>
      )}
    </Drawer>
  );
}
