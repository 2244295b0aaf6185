import { FirestoreError } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { PreconditionFailedError } from '../ports';
import { texts } from '../../../shared/texts/pt-BR';
import { FirebaseAdapterError, firestoreError, mapFirestore } from './errors';

// The SDK keeps this constructor private; the tests need real instances of its error class.
const SdkFirestoreError = FirestoreError as unknown as new (
  code: string,
  message: string,
) => FirestoreError;

describe('firestoreError', () => {
  it.each([
    ['permission-denied', texts.firebase.permissionDenied],
    ['unavailable', texts.firebase.unavailable],
    ['not-found', texts.firebase.documentNotFound('project/demo/x/1')],
    ['aborted', texts.firebase.firestoreFailed('aborted', 'conflito')],
  ] as const)('%s becomes a pt-BR error with the code and cause', (code, message) => {
    const source = new SdkFirestoreError(code, code === 'aborted' ? 'conflito' : 'x');
    const error = firestoreError(source, 'project/demo/x/1');
    expect(error).toBeInstanceOf(FirebaseAdapterError);
    expect(error.message).toBe(message);
    expect((error as FirebaseAdapterError).code).toBe(code);
    expect(error.cause).toBe(source);
  });

  it('passes the port errors and plain errors through', async () => {
    const precondition = new PreconditionFailedError('a/b', {
      id: 'b',
      path: 'a/b',
      exists: false,
      data: null,
    });
    await expect(mapFirestore(() => Promise.reject(precondition))).rejects.toBe(precondition);
    const plain = new RangeError('x');
    expect(firestoreError(plain)).toBe(plain);
  });
});
