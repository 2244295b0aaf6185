import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { texts } from '../../../shared/texts/pt-BR';
import { authError } from './auth-errors';
import { FirebaseAdapterError } from './errors';

const fail = (code: string) => new FirebaseError(code, `Firebase: Error (${code}).`);

describe('authError', () => {
  it.each([
    ['auth/wrong-password', texts.firebase.wrongPassword],
    ['auth/invalid-credential', texts.firebase.wrongPassword],
    ['auth/invalid-login-credentials', texts.firebase.wrongPassword],
    ['auth/user-not-found', texts.firebase.userNotFound],
    ['auth/too-many-requests', texts.firebase.tooManyRequests],
    ['auth/network-request-failed', texts.firebase.network],
    ['auth/user-disabled', texts.firebase.userDisabled],
    ['auth/invalid-email', texts.firebase.invalidEmail],
  ])('%s becomes a pt-BR message that keeps the code and cause', (code, message) => {
    const source = fail(code);
    const error = authError(source, texts.firebase.signInFailed);
    expect(error).toBeInstanceOf(FirebaseAdapterError);
    expect(error.message).toBe(message);
    expect((error as FirebaseAdapterError).code).toBe(code);
    expect(error.cause).toBe(source);
  });

  it('names unknown codes in the fallback message', () => {
    expect(authError(fail('auth/operation-not-allowed'), texts.firebase.signInFailed).message).toBe(
      texts.firebase.signInFailed('auth/operation-not-allowed'),
    );
  });

  it('lets errors that are not from Firebase through unchanged', () => {
    const plain = new TypeError('boom');
    expect(authError(plain, texts.firebase.signInFailed)).toBe(plain);
    expect(authError('text', texts.firebase.signInFailed).message).toBe('text');
  });
});
