import { useEffect, useState } from 'react';
import {
  CONSOLE_CONFIG_DOC,
  DEFAULT_CONSOLE_CONFIG,
  readConsoleConfig,
  type ConsoleConfig,
} from '../../shared/settings/console-config';
import { documentPathOf } from './paths';
import { useActiveProject, useDataSession } from './provider';

/**
 * The active project's console configuration, live. Until it is read (or when it cannot be)
 * the defaults apply: the UI gate is a convenience, Firestore's rules are the gate.
 */
export function useConsoleConfig(): ConsoleConfig {
  const session = useDataSession();
  const documents = session.status === 'ready' ? session.ports.documents : null;
  const projectId = useActiveProject();
  const [config, setConfig] = useState<ConsoleConfig>(DEFAULT_CONSOLE_CONFIG);
  useEffect(() => {
    if (!documents) return;
    const path = documentPathOf(projectId, CONSOLE_CONFIG_DOC.collection, CONSOLE_CONFIG_DOC.id);
    return documents.watchDocument(
      path,
      (snapshot) => setConfig(readConsoleConfig(snapshot.data)),
      () => setConfig(DEFAULT_CONSOLE_CONFIG),
    );
  }, [documents, projectId]);
  return config;
}
