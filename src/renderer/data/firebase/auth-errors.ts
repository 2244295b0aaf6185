import { texts } from '../../../shared/texts/pt-BR';
import { errorCode, FirebaseAdapterError } from './errors';
import { toError } from '../../../shared/errors/error-message';

/** pt-BR messages for the sign-in failures an operator can act on. */
const messages: Record<string, string> = {
  'auth/wrong-password': texts.firebase.wrongPassword,
  // Email enumeration protection reports every bad e-mail/password pair this way.
  'auth/invalid-credential': texts.firebase.wrongPassword,
  'auth/invalid-login-credentials': texts.firebase.wrongPassword,
  'auth/user-not-found': texts.firebase.userNotFound,
  'auth/user-disabled': texts.firebase.userDisabled,
  'auth/invalid-email': texts.firebase.invalidEmail,
  'auth/missing-email': texts.firebase.invalidEmail,
  'auth/missing-password': texts.firebase.missingPassword,
  'auth/too-many-requests': texts.firebase.tooManyRequests,
  'auth/network-request-failed': texts.firebase.network,
};

export function authError(error: unknown, fallback: (code: string) => string): Error {
  const code = errorCode(error);
  if (code === null) return toError(error);
  return new FirebaseAdapterError(messages[code] ?? fallback(code), code, { cause: error });
}
