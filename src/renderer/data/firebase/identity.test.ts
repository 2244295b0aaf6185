import type { Auth, User } from 'firebase/auth';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { FirebaseError } from 'firebase/app';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleUser } from '../ports';
import { texts } from '../../../shared/texts/pt-BR';
import { createFirebaseIdentity } from './identity';

// Auth is scripted: the test decides when state changes arrive and when claims load.
let emit: (user: User | null) => void = () => {};
vi.mock('firebase/auth', () => ({
  onAuthStateChanged: (_auth: Auth, next: (user: User | null) => void) => {
    emit = next;
    return () => {
      emit = () => {};
    };
  },
  signInWithEmailAndPassword: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function fakeUser(uid: string, claims: Promise<Record<string, unknown>>): User {
  return {
    uid,
    email: `${uid}@exemplo.com.br`,
    displayName: null,
    phoneNumber: null,
    getIdTokenResult: () => claims.then((c) => ({ claims: c })),
    getIdToken: async () => `token-${uid}`,
  } as unknown as User;
}

/** Lets every pending promise callback run (a macrotask comes after all microtasks). */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const auth = { currentUser: null } as unknown as Auth;

beforeEach(() => vi.clearAllMocks());

describe('createFirebaseIdentity', () => {
  it('tells a listener the restored user once, with claims from the ID token', async () => {
    const identity = createFirebaseIdentity(auth);
    const seen: Array<ConsoleUser | null> = [];
    identity.onUserChanged((user) => seen.push(user));
    emit(fakeUser('ana', Promise.resolve({ admin: true })));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({
      id: 'ana',
      email: 'ana@exemplo.com.br',
      displayName: null,
      phoneNumber: null,
      claims: { admin: true },
    });
    expect(identity.currentUser()?.id).toBe('ana');
    identity.close();
  });

  it('a newer state wins over an older one whose claims load later', async () => {
    const identity = createFirebaseIdentity(auth);
    const slow = deferred<Record<string, unknown>>();
    const seen: Array<ConsoleUser | null> = [];
    identity.onUserChanged((user) => seen.push(user));
    emit(fakeUser('old', slow.promise));
    emit(null);
    await vi.waitFor(() => expect(seen).toEqual([null]));
    slow.resolve({ stale: true });
    await flush();
    expect(identity.currentUser()).toBeNull();
    expect(seen).toEqual([null]);
    identity.close();
  });

  it('signs in without claims when the token lookup fails', async () => {
    const identity = createFirebaseIdentity(auth);
    emit(fakeUser('bia', Promise.reject(new Error('offline'))));
    await vi.waitFor(() => expect(identity.currentUser()?.claims).toEqual({}));
    identity.close();
  });

  it('maps sign-in failures to pt-BR and stays signed out', async () => {
    const identity = createFirebaseIdentity(auth);
    emit(null);
    vi.mocked(signInWithEmailAndPassword).mockRejectedValueOnce(
      new FirebaseError('auth/too-many-requests', 'Firebase: Error (auth/too-many-requests).'),
    );
    await expect(identity.signIn('ana@exemplo.com.br', 'x')).rejects.toThrow(
      texts.firebase.tooManyRequests,
    );
    expect(identity.currentUser()).toBeNull();
    identity.close();
  });

  it('checks e-mail and password before calling Auth', async () => {
    const identity = createFirebaseIdentity(auth);
    await expect(identity.signIn('', 'x')).rejects.toThrow(texts.firebase.invalidEmail);
    await expect(identity.signIn('ana@exemplo.com.br', '')).rejects.toThrow(
      texts.firebase.missingPassword,
    );
    expect(signInWithEmailAndPassword).not.toHaveBeenCalled();
    identity.close();
  });

  it('closing stops every listener', async () => {
    const identity = createFirebaseIdentity(auth);
    const listener = vi.fn();
    identity.onUserChanged(listener);
    identity.close();
    emit(fakeUser('ana', Promise.resolve({})));
    await flush();
    expect(listener).not.toHaveBeenCalled();
  });
});
