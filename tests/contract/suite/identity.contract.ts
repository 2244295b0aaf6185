import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleUser, Identity } from '../../../src/renderer/data/ports';
import { attempt } from './helpers';

export interface IdentityFixture {
  identity: Identity;
  /** A valid account, for adapters that require sign-in. */
  credentials?: { email: string; password: string };
  dispose(): Promise<void>;
}

const isUser = (user: ConsoleUser | null): user is ConsoleUser =>
  user !== null &&
  typeof user.id === 'string' &&
  user.id.length > 0 &&
  typeof user.claims === 'object' &&
  user.claims !== null;

/** The Identity contract; the sign-in half runs only for adapters that require sign-in. */
export function describeIdentityContract(
  adapterName: string,
  create: () => Promise<IdentityFixture>,
): void {
  describe(`Identity contract: ${adapterName}`, () => {
    let fixture: IdentityFixture;
    let identity: Identity;

    beforeEach(async () => {
      fixture = await create();
      identity = fixture.identity;
    });
    afterEach(async () => {
      await fixture.dispose();
    });

    it('reports the current user to a new listener, and stops after unsubscribe', async () => {
      const seen: Array<ConsoleUser | null> = [];
      const stop = identity.onUserChanged((user) => seen.push(user));
      await vi.waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(1));
      expect(seen.at(-1)?.id ?? null).toBe(identity.currentUser()?.id ?? null);
      stop();
    });

    it('a listener removed before its first call is never called', async () => {
      const stopped = vi.fn();
      identity.onUserChanged(stopped)();
      const witness: Array<ConsoleUser | null> = [];
      const stop = identity.onUserChanged((user) => witness.push(user));
      await vi.waitFor(() => expect(witness.length).toBeGreaterThanOrEqual(1));
      stop();
      expect(stopped).not.toHaveBeenCalled();
    });

    it('without sign-in: always signed in, sign-out keeps the user, no token', async ({ skip }) => {
      if (identity.requiresSignIn) skip();
      const user = identity.currentUser();
      expect(isUser(user)).toBe(true);
      await expect(identity.getIdToken()).resolves.toBeNull();
      await identity.signOut();
      expect(identity.currentUser()).toEqual(user);
      await expect(identity.signIn('qualquer@exemplo.com', 'x')).resolves.toEqual(user);
    });

    it('with sign-in: signs in with valid credentials, gets a token, signs out', async ({
      skip,
    }) => {
      if (!identity.requiresSignIn) skip();
      const credentials = fixture.credentials;
      expect(credentials, 'adapters that require sign-in must provide credentials').toBeDefined();
      if (!credentials) return;

      const seen: Array<ConsoleUser | null> = [];
      const stop = identity.onUserChanged((user) => seen.push(user));
      const user = await identity.signIn(credentials.email, credentials.password);
      expect(isUser(user)).toBe(true);
      expect(user.email).toBe(credentials.email);
      expect(identity.currentUser()?.id).toBe(user.id);
      await vi.waitFor(() => expect(seen.at(-1)?.id).toBe(user.id));
      const token = await identity.getIdToken();
      expect(typeof token).toBe('string');
      expect(token?.length).toBeGreaterThan(0);

      await identity.signOut();
      expect(identity.currentUser()).toBeNull();
      await vi.waitFor(() => expect(seen.at(-1)).toBeNull());
      await expect(identity.getIdToken()).resolves.toBeNull();
      stop();
    });

    it('with sign-in: a wrong password is rejected and nobody is signed in', async ({ skip }) => {
      if (!identity.requiresSignIn) skip();
      expect(fixture.credentials).toBeDefined();
      await expect(
        attempt(() =>
          identity.signIn(fixture.credentials!.email, `${fixture.credentials!.password}-errada`),
        ),
      ).rejects.toThrow();
      expect(identity.currentUser()).toBeNull();
    });
  });
}
