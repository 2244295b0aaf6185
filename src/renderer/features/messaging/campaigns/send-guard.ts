/**
 * What keeps a campaign from being sent twice from this app: one send per campaign in flight
 * across every window (the Web Locks API, shared by the app's windows and tabs; a set in this
 * window where it is missing), and the pending Idempotency-Key kept in localStorage (shared by
 * windows too) until the send's outcome is known, so a retry reuses it.
 */

export const BUSY = Symbol('busy');

interface LockManagerLike {
  request<T>(
    name: string,
    options: { ifAvailable: true },
    callback: (lock: unknown) => Promise<T>,
  ): Promise<T>;
}

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SendGuard {
  /** Runs `send` unless one for `slot` is in flight here or in another window (then BUSY). */
  exclusive<T>(slot: string, send: () => Promise<T>): Promise<T | typeof BUSY>;
  pendingKey(slot: string): string | null;
  keepKey(slot: string, key: string): void;
  clearKey(slot: string): void;
}

function memoryStorage(): StorageLike {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

export function createSendGuard(
  locks: LockManagerLike | undefined,
  storage: StorageLike,
): SendGuard {
  const inFlight = new Set<string>();
  const runHere = async <T>(slot: string, send: () => Promise<T>) => {
    if (inFlight.has(slot)) return BUSY;
    inFlight.add(slot);
    try {
      return await send();
    } finally {
      inFlight.delete(slot);
    }
  };
  return {
    exclusive(slot, send) {
      if (!locks) return runHere(slot, send);
      // The local set answers at once within this window; the lock covers the others.
      return runHere(slot, () =>
        locks.request(slot, { ifAvailable: true }, async (lock) => (lock ? send() : BUSY)),
      ) as Promise<Awaited<ReturnType<typeof send>> | typeof BUSY>;
    },
    pendingKey(slot) {
      try {
        return storage.getItem(slot);
      } catch {
        return null;
      }
    },
    keepKey(slot, key) {
      try {
        storage.setItem(slot, key);
      } catch {
        // Storage full or refused: the key lives for this attempt only.
      }
    },
    clearKey(slot) {
      try {
        storage.removeItem(slot);
      } catch {
        // Nothing kept to clear.
      }
    },
  };
}

function browserStorage(): StorageLike {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Access refused (privacy settings): keep keys in memory.
  }
  return memoryStorage();
}

/** One guard per window: every send button of the window shares it. */
export const sendGuard: SendGuard = createSendGuard(
  typeof navigator !== 'undefined' ? (navigator as { locks?: LockManagerLike }).locks : undefined,
  browserStorage(),
);
