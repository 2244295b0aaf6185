import { describe, expect, it, vi } from 'vitest';
import { knownClaims } from '../../../shared/auth/claims';
import { LocalOperatorIdentity, LOCAL_OPERATOR_ID } from './identity';

describe('LocalOperatorIdentity', () => {
  it('is the local operator with every known claim true', () => {
    const identity = new LocalOperatorIdentity();
    const user = identity.currentUser();
    expect(identity.requiresSignIn).toBe(false);
    expect(user).toMatchObject({ id: LOCAL_OPERATOR_ID, displayName: 'Operador local' });
    expect(knownClaims.length).toBeGreaterThan(0);
    for (const claim of knownClaims) expect(user.claims[claim]).toBe(true);
  });

  it('hands out copies, so no caller can change the operator', () => {
    const identity = new LocalOperatorIdentity();
    identity.currentUser().claims.admin = false;
    expect(identity.currentUser().claims.admin).toBe(true);
  });

  it('reports the operator once to each listener, asynchronously', async () => {
    const identity = new LocalOperatorIdentity();
    const listener = vi.fn();
    identity.onUserChanged(listener);
    expect(listener).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    expect(listener.mock.calls[0][0]).toMatchObject({ id: LOCAL_OPERATOR_ID });
  });
});
