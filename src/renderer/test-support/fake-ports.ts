import { vi } from 'vitest';
import type {
  ConsoleUser,
  DataPorts,
  DocumentData,
  DocumentSnapshot,
  DocumentStore,
  FileStore,
  Identity,
  QuerySpec,
} from '../data/ports';

/**
 * In-memory ports for component tests: documents by full path, live queries that fire on
 * every change, and an identity that can require sign-in. Only what the shell uses.
 */
export function createFakePorts(
  options: {
    documents?: Record<string, DocumentData>;
    requiresSignIn?: boolean;
    user?: ConsoleUser | null;
    password?: string;
    /** What getIdToken answers (default: no token, as for the local operator). */
    idToken?: () => Promise<string | null>;
  } = {},
) {
  const docs = new Map(Object.entries(options.documents ?? {}));
  const watchers = new Set<() => void>();
  const failing = new Map<string, Error>();

  const snapshot = (path: string): DocumentSnapshot => ({
    id: path.split('/').pop()!,
    path,
    exists: docs.has(path),
    data: docs.get(path) ?? null,
  });
  const children = (collectionPath: string, spec: QuerySpec = {}) => {
    const depth = collectionPath.split('/').length + 1;
    const found = [...docs.keys()]
      .filter((path) => path.startsWith(collectionPath + '/') && path.split('/').length === depth)
      .sort()
      .map(snapshot);
    return spec.limit === undefined ? found : found.slice(0, spec.limit);
  };
  const changed = () => {
    for (const watcher of [...watchers]) watcher();
  };

  const documents: DocumentStore = {
    get: async (path) => snapshot(path),
    set: async (path, data) => {
      docs.set(path, data);
      changed();
      return { updatedAt: null };
    },
    add: async (collectionPath, data) => {
      const id = `id${docs.size + 1}`;
      docs.set(`${collectionPath}/${id}`, data);
      changed();
      return id;
    },
    delete: async (path) => {
      docs.delete(path);
      changed();
    },
    query: async (collectionPath, spec) => {
      const error = failing.get(collectionPath);
      if (error) throw error;
      return children(collectionPath, spec);
    },
    watchDocument: (path, onNext) => {
      const fire = () => onNext(snapshot(path));
      watchers.add(fire);
      queueMicrotask(fire);
      return () => watchers.delete(fire);
    },
    watchQuery: (collectionPath, spec, onNext, onError) => {
      let stopped = false;
      const fire = () => {
        if (stopped) return;
        const error = failing.get(collectionPath);
        if (error) onError?.(error);
        else onNext(children(collectionPath, spec));
      };
      watchers.add(fire);
      queueMicrotask(fire);
      return () => {
        stopped = true;
        watchers.delete(fire);
      };
    },
    batch: () => {
      throw new Error('batch não usado nestes testes');
    },
  };

  const files: FileStore = {
    upload: async () => {
      throw new Error('upload não usado nestes testes');
    },
    remove: async () => {},
    register: async () => {
      throw new Error('register não usado nestes testes');
    },
    keepRegistered: async () => {},
    setVisibility: async () => {},
    resolveUrl: async (path) => path,
  };

  let user: ConsoleUser | null = options.user === undefined ? operator : options.user;
  const userListeners = new Set<(user: ConsoleUser | null) => void>();
  const setUser = (next: ConsoleUser | null) => {
    user = next;
    for (const listener of [...userListeners]) listener(next);
  };
  const identity: Identity = {
    requiresSignIn: options.requiresSignIn ?? false,
    currentUser: () => user,
    onUserChanged: (listener) => {
      userListeners.add(listener);
      return () => userListeners.delete(listener);
    },
    signIn: vi.fn(async (email: string, password: string) => {
      if (password !== (options.password ?? 'segredo')) {
        throw new Error('E-mail ou senha incorretos.');
      }
      const signedIn = { ...operator, id: 'u1', email };
      setUser(signedIn);
      return signedIn;
    }),
    signOut: vi.fn(async () => setUser(null)),
    getIdToken: options.idToken ?? (async () => null),
  };

  const dispose = vi.fn(async () => {
    watchers.clear();
  });
  const ports: DataPorts = { documents, files, identity, dispose };
  return {
    ports,
    dispose,
    /** Makes reads of a collection fail with this error (and notifies live queries). */
    fail(collectionPath: string, error: Error) {
      failing.set(collectionPath, error);
      changed();
    },
    put(path: string, data: DocumentData) {
      docs.set(path, data);
      changed();
    },
  };
}

const operator: ConsoleUser = {
  id: 'local-operator',
  email: null,
  displayName: 'Operador local',
  phoneNumber: null,
  // Staff and administrator, as the local profile's operator.
  claims: { staff: true, admin: true },
};

export type FakePorts = ReturnType<typeof createFakePorts>;
