import { useEffect, useState } from 'react';
import { App, Select, Space } from 'antd';
import { texts } from '../../shared/texts/pt-BR';
import type { DocumentSnapshot } from '../data/ports';
import { useActiveProfile, useActiveProject, useDataSession } from '../data/provider';
import { useSettingsStore } from '../stores/settings-store';
import { useBridge } from '../bridge/bridge-context';
import { errorMessage } from '../../shared/errors/error-message';
import { multiProjectIdOf } from '../../shared/settings/multi-project';
import { MultiProjectSelect } from './multi-project-select';

const t = texts.shell.header;

interface ProjectOption {
  value: string;
  label: string;
}

/**
 * The `project` collection's documents by name, plus the profile's and the active project;
 * the multi-project view's special id, when given, comes last and never as a project.
 */
export function projectOptions(
  docs: DocumentSnapshot[],
  profileProjectId: string,
  activeProjectId: string,
  multiProjectId?: string,
): ProjectOption[] {
  const options = new Map<string, ProjectOption>();
  for (const doc of docs) {
    const name = doc.data?.name;
    const label = typeof name === 'string' && name.trim() ? `${name} (${doc.id})` : doc.id;
    options.set(doc.id, { value: doc.id, label });
  }
  for (const id of [profileProjectId, activeProjectId]) {
    if (!options.has(id)) options.set(id, { value: id, label: id });
  }
  const projects = [...options.values()]
    .filter((option) => option.value !== multiProjectId)
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
  if (!multiProjectId) return projects;
  return [
    ...projects,
    { value: multiProjectId, label: texts.events.multiProject.option(multiProjectId) },
  ];
}

/** Chooses the project every screen works on (settings.setActiveProject). */
export function ProjectSelector() {
  const bridge = useBridge();
  const { message } = App.useApp();
  const apply = useSettingsStore((store) => store.apply);
  const session = useDataSession();
  const profile = useActiveProfile();
  const activeProjectId = useActiveProject();
  const [docs, setDocs] = useState<DocumentSnapshot[]>([]);
  const [busy, setBusy] = useState(false);

  const ports = session.status === 'ready' ? session.ports : null;
  // Firebase rules refuse reads before sign-in, so wait for the user.
  const canRead =
    session.status === 'ready' && (!session.ports.identity.requiresSignIn || session.user !== null);

  useEffect(() => {
    if (!ports || !canRead) return;
    let active = true;
    const stop = ports.documents.watchQuery(
      'project',
      {},
      (next) => active && setDocs(next),
      // Without the list the selector still offers the profile's own project.
      () => active && setDocs([]),
    );
    return () => {
      active = false;
      stop();
      setDocs([]);
    };
  }, [ports, canRead]);

  const choose = async (projectId: string) => {
    if (projectId === activeProjectId) return;
    setBusy(true);
    try {
      apply(await bridge.invoke('settings.setActiveProject', { projectId }));
    } catch (error) {
      void message.error(t.projectChangeFailed(errorMessage(error)));
    } finally {
      setBusy(false);
    }
  };

  const multiProjectId = multiProjectIdOf(profile);
  const options = projectOptions(docs, profile.projectId, activeProjectId, multiProjectId);
  const selector = (
    <Select
      aria-label={t.project}
      style={{ minWidth: 220 }}
      value={activeProjectId}
      loading={busy}
      options={options}
      onChange={choose}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
  if (activeProjectId !== multiProjectId) return selector;
  return (
    <Space wrap>
      {selector}
      <MultiProjectSelect options={options.filter((option) => option.value !== multiProjectId)} />
    </Space>
  );
}
