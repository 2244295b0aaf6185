import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import type { DemoDocumentWrite } from '../../shared/bridge/demo';
import type { SeedData } from '../../shared/data/seed';
import type { ConnectionProfile } from '../../shared/settings/profile';
import type { ConsoleUser, DataPorts } from './ports';
import { toError } from '../../shared/errors/error-message';
import { texts } from '../../shared/texts/pt-BR';

/** Documents the embedded demo services wrote, as a real service writes Firestore. */
export type DemoWrites = (listener: (write: DemoDocumentWrite) => void) => () => void;

export interface CreatePortsDeps {
  /** The demo data for an empty local store (app.getSeedData over the bridge). */
  loadSeed: () => Promise<SeedData>;
  /** The local store applies these (demo.documentWritten over the bridge). */
  demoWrites?: DemoWrites;
}

export type CreatePorts = (profile: ConnectionProfile, deps: CreatePortsDeps) => Promise<DataPorts>;

export type DataSession =
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry: () => void }
  | { status: 'ready'; ports: DataPorts; user: ConsoleUser | null };

interface DataContextValue {
  session: DataSession;
  profile: ConnectionProfile;
  activeProjectId: string;
}

const DataContext = createContext<DataContextValue | null>(null);

export interface DataProviderProps {
  /** The effective connection profile; any change to it recreates the ports. */
  profile: ConnectionProfile;
  activeProjectId: string;
  loadSeed: () => Promise<SeedData>;
  demoWrites?: DemoWrites;
  /** The real adapters (provider-adapters.ts) in the app, fake ports in tests. */
  createPorts: CreatePorts;
  /** Called when disposing old ports fails; nothing else can be done about it then. */
  onDisposeError?: (error: unknown) => void;
  children: ReactNode;
}

type Settled =
  | { key: string; status: 'ready'; ports: DataPorts; user: ConsoleUser | null }
  | { key: string; status: 'error'; error: Error };

/**
 * Owns the active DataPorts: creates them for the profile, disposes them when the profile
 * changes (or the app unmounts), and mirrors the signed-in user.
 */
export function DataProvider({
  profile,
  activeProjectId,
  loadSeed,
  demoWrites,
  createPorts,
  onDisposeError = (error) => console.warn('Falha ao encerrar a conexão de dados', error),
  children,
}: DataProviderProps) {
  const profileKey = JSON.stringify(profile);
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${profileKey}`;
  const [settled, setSettled] = useState<Settled | null>(null);
  // The effect reads the latest props without re-running for every new function identity.
  const latest = useRef({ profile, loadSeed, demoWrites, createPorts, onDisposeError });
  latest.current = { profile, loadSeed, demoWrites, createPorts, onDisposeError };

  useEffect(() => {
    let cancelled = false;
    let created: DataPorts | null = null;
    let stopUser: (() => void) | null = null;
    const { profile: current, loadSeed: seed, createPorts: create } = latest.current;
    create(current, { loadSeed: seed, demoWrites: latest.current.demoWrites }).then(
      (ports) => {
        if (cancelled) {
          ports.dispose().catch(latest.current.onDisposeError);
          return;
        }
        created = ports;
        setSettled({ key, status: 'ready', ports, user: ports.identity.currentUser() });
        stopUser = ports.identity.onUserChanged((user) => {
          if (!cancelled) {
            setSettled((previous) =>
              previous && previous.key === key && previous.status === 'ready'
                ? { ...previous, user }
                : previous,
            );
          }
        });
      },
      (error: unknown) => {
        if (!cancelled) setSettled({ key, status: 'error', error: toError(error) });
      },
    );
    return () => {
      cancelled = true;
      stopUser?.();
      created?.dispose().catch(latest.current.onDisposeError);
    };
  }, [key]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  // One value per change: every screen and the shell read this context.
  const value = useMemo<DataContextValue>(() => {
    let session: DataSession;
    if (!settled || settled.key !== key) session = { status: 'loading' };
    else if (settled.status === 'error') session = { status: 'error', error: settled.error, retry };
    else session = { status: 'ready', ports: settled.ports, user: settled.user };
    return { session, profile, activeProjectId };
  }, [settled, key, retry, profile, activeProjectId]);

  return <DataContext.Provider value={value}>{children}</DataContext.Provider>;
}

function useDataContext(): DataContextValue {
  const value = useContext(DataContext);
  if (!value) throw new Error(texts.data.providerMissing);
  return value;
}

/** The state of the data connection (loading, error with retry, or ready). */
export function useDataSession(): DataSession {
  return useDataContext().session;
}

/** The active ports; only screens rendered once the data is ready may call it. */
export function useDataPorts(): DataPorts {
  const { session } = useDataContext();
  if (session.status !== 'ready') throw new Error(texts.data.notReady);
  return session.ports;
}

/** The project every screen works on (the project selector's choice). */
export function useActiveProject(): string {
  return useDataContext().activeProjectId;
}

/** The effective connection profile (with environment overrides). */
export function useActiveProfile(): ConnectionProfile {
  return useDataContext().profile;
}

/** The signed-in user, or null (always set for the local operator). */
export function useCurrentUser(): ConsoleUser | null {
  const { session } = useDataContext();
  return session.status === 'ready' ? session.user : null;
}

/**
 * Ports opened by someone else (a component test, an embedded preview): ready at once and
 * never disposed here.
 */
export function OpenedDataProvider({
  ports,
  user = null,
  profile,
  activeProjectId,
  children,
}: {
  ports: DataPorts;
  user?: ConsoleUser | null;
  profile: ConnectionProfile;
  activeProjectId: string;
  children: ReactNode;
}) {
  const session: DataSession = { status: 'ready', ports, user };
  return (
    <DataContext.Provider value={{ session, profile, activeProjectId }}>
      {children}
    </DataContext.Provider>
  );
}
