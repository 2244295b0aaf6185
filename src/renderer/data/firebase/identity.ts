import {
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import type { ConsoleUser, Identity } from '../ports';
import { texts } from '../../../shared/texts/pt-BR';
import { authError } from './auth-errors';
import { FirebaseAdapterError } from './errors';

type Listener = (user: ConsoleUser | null) => void;

/** Claims come from the ID token; without them the user still signs in, with none. */
export async function toConsoleUser(user: User): Promise<ConsoleUser> {
  const claims = await user
    .getIdTokenResult()
    .then((result) => ({ ...result.claims }))
    .catch(() => ({}));
  return {
    id: user.uid,
    email: user.email,
    displayName: user.displayName,
    phoneNumber: user.phoneNumber,
    claims,
  };
}

export interface FirebaseIdentity extends Identity {
  /** Stops following Auth; listeners get nothing more. */
  close(): void;
}

/** Identity over Firebase Auth: e-mail and password, claims from the ID token. */
export function createFirebaseIdentity(auth: Auth): FirebaseIdentity {
  let current: ConsoleUser | null = null;
  let version = 0;
  const listeners = new Map<Listener, { delivered: boolean }>();
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const publish = (user: ConsoleUser | null) => {
    current = user;
    markReady();
    for (const [listener, state] of listeners) {
      state.delivered = true;
      listener(user);
    }
  };

  // Claims load asynchronously; a newer state must win over a slower, older lookup.
  const stopAuth = onAuthStateChanged(auth, (user) => {
    const mine = ++version;
    void (user ? toConsoleUser(user) : Promise.resolve(null)).then((next) => {
      if (mine === version) publish(next);
    });
  });

  return {
    requiresSignIn: true,

    currentUser: () => current,

    onUserChanged(listener) {
      const state = { delivered: false };
      listeners.set(listener, state);
      // A new listener hears the current state once Auth has restored it.
      void ready.then(() => {
        if (listeners.get(listener) === state && !state.delivered) {
          state.delivered = true;
          listener(current);
        }
      });
      return () => {
        if (listeners.get(listener) === state) listeners.delete(listener);
      };
    },

    async signIn(email, password) {
      if (typeof email !== 'string' || email.trim() === '') {
        throw new FirebaseAdapterError(texts.firebase.invalidEmail, 'auth/missing-email');
      }
      if (typeof password !== 'string' || password === '') {
        throw new FirebaseAdapterError(texts.firebase.missingPassword, 'auth/missing-password');
      }
      try {
        const credential = await signInWithEmailAndPassword(auth, email.trim(), password);
        const user = await toConsoleUser(credential.user);
        version++;
        publish(user);
        return user;
      } catch (error) {
        throw authError(error, texts.firebase.signInFailed);
      }
    },

    async signOut() {
      try {
        await signOut(auth);
      } catch (error) {
        throw authError(error, texts.firebase.signOutFailed);
      }
      version++;
      publish(null);
    },

    async getIdToken() {
      if (!auth.currentUser) return null;
      try {
        return await auth.currentUser.getIdToken();
      } catch (error) {
        throw authError(error, texts.firebase.tokenFailed);
      }
    },

    close() {
      stopAuth();
      listeners.clear();
    },
  };
}
