import { useMemo, useSyncExternalStore } from 'react';
import {
  CONSOLE_CONFIG_DOC,
  DEFAULT_CONSOLE_CONFIG,
  readConsoleConfig,
  type ConsoleConfig,
} from '../../shared/settings/console-config';
import { documentPathOf } from './paths';
import { useActiveProject, useDataSession } from './provider';
import { sharedDocumentWatch, type SharedDocumentWatch } from './shared-document-watch';

const idle: SharedDocumentWatch = { subscribe: () => () => {}, current: () => null };

/**
 * The active project's console configuration, live, from one watch shared by every reader
 * (sharedDocumentWatch). Until it is read (or when it cannot be) the defaults apply: the UI
 * gate is a convenience, Firestore's rules are the gate.
 */
export function useConsoleConfig(): ConsoleConfig {
  const session = useDataSession();
  const documents = session.status === 'ready' ? session.ports.documents : null;
  const projectId = useActiveProject();
  const watch = useMemo(
    () =>
      documents
        ? sharedDocumentWatch(
            documents,
            documentPathOf(projectId, CONSOLE_CONFIG_DOC.collection, CONSOLE_CONFIG_DOC.id),
          )
        : idle,
    [documents, projectId],
  );
  const state = useSyncExternalStore(watch.subscribe, watch.current, watch.current);
  return useMemo(
    () =>
      state === null || state instanceof Error
        ? DEFAULT_CONSOLE_CONFIG
        : readConsoleConfig(state.data),
    [state],
  );
}
