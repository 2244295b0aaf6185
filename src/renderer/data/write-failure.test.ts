import { describe, expect, it } from 'vitest';
import { isTransientWriteError } from './write-failure';

const coded = (code: string) => Object.assign(new Error(code), { code });
const named = (name: string) => Object.assign(new Error(name), { name });

describe('isTransientWriteError', () => {
  it.each(['unavailable', 'deadline-exceeded', 'resource-exhausted', 'aborted'])(
    'a failure coded %s may pass when tried again',
    (code) => expect(isTransientWriteError(coded(code))).toBe(true),
  );

  it.each(['AbortError', 'QuotaExceededError', 'DatabaseClosedError'])(
    "IndexedDB's %s may pass when tried again",
    (name) => expect(isTransientWriteError(named(name))).toBe(true),
  );

  it.each([
    ['a permission refusal', coded('permission-denied')],
    ['a failed precondition', coded('failed-precondition')],
    ['an error without a code', new Error('Recusado.')],
    ['a string', 'unavailable'],
    ['nothing', null],
  ])('%s is a refusal', (_what, error) => expect(isTransientWriteError(error)).toBe(false));
});
