import type { ConsoleUser, Identity, Unsubscribe } from '../ports';
import { allClaimsGranted } from '../../../shared/auth/claims';
import { texts } from '../../../shared/texts/pt-BR';

export const LOCAL_OPERATOR_ID = 'local-operator';

const operator = (): ConsoleUser => ({
  id: LOCAL_OPERATOR_ID,
  email: null,
  displayName: texts.data.localOperatorName,
  phoneNumber: null,
  claims: allClaimsGranted(),
});

/** The embedded profile's user: always signed in, every claim, no server token. */
export class LocalOperatorIdentity implements Identity {
  readonly requiresSignIn = false;

  // A fresh copy each time, so a caller editing its user cannot change the operator.
  currentUser(): ConsoleUser {
    return operator();
  }

  onUserChanged(listener: (user: ConsoleUser | null) => void): Unsubscribe {
    let active = true;
    // Like Firebase's onAuthStateChanged: the current user arrives asynchronously, once.
    queueMicrotask(() => {
      if (active) listener(operator());
    });
    return () => {
      active = false;
    };
  }

  async signIn(_email: string, _password: string): Promise<ConsoleUser> {
    return operator();
  }

  /** The local operator cannot sign out: there is no one else to be. */
  async signOut(): Promise<void> {}

  async getIdToken(): Promise<string | null> {
    return null;
  }
}
