/**
 * The signed-in user's ID token as main last heard it from the renderer. Main cannot refresh
 * a Firebase token (it never holds the refresh token, on purpose), so it hands out only a
 * token that is still valid for a while: an expired one would only earn 401s.
 */
export interface IdTokenHolder {
  /** Keeps a token (null forgets it). False when the token is unreadable or already expired. */
  set(token: string | null): boolean;
  /** The token, or undefined when there is none or it expires within the margin. */
  get(): string | undefined;
}

/** A call must not leave with a token that expires before it is answered. */
export const EXPIRY_MARGIN_MS = 60_000;

export function createIdTokenHolder(now: () => number = Date.now): IdTokenHolder {
  let held: { token: string; expiresAt: number } | null = null;
  const fresh = (expiresAt: number) => expiresAt - EXPIRY_MARGIN_MS > now();
  return {
    set(token) {
      if (token === null) {
        held = null;
        return true;
      }
      const expiresAt = expiryOf(token);
      if (expiresAt === null || !fresh(expiresAt)) return false;
      held = { token, expiresAt };
      return true;
    },
    get() {
      if (held && !fresh(held.expiresAt)) held = null;
      return held?.token;
    },
  };
}

/** The `exp` claim of a JWT, in ms; null when the payload cannot be read. */
export function expiryOf(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof claims.exp === 'number' && Number.isFinite(claims.exp) ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}
