import { describe, expect, it } from 'vitest';
import { BUSY, createSendGuard } from './send-guard';

/** Web Locks with `ifAvailable`, shared as the app's windows share them. */
function sharedLocks() {
  const held = new Set<string>();
  return {
    async request<T>(
      name: string,
      _options: { ifAvailable: true },
      callback: (lock: unknown) => Promise<T>,
    ) {
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
  };
}

function memory() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const deferred = () => {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((done) => (resolve = done));
  return { promise, resolve };
};

describe('send guard', () => {
  it('runs one send per slot in a window, others at the same time', async () => {
    const guard = createSendGuard(undefined, memory());
    const first = deferred();
    const running = guard.exclusive('a', () => first.promise);
    expect(await guard.exclusive('a', async () => 'again')).toBe(BUSY);
    expect(await guard.exclusive('b', async () => 'other')).toBe('other');
    first.resolve('sent');
    expect(await running).toBe('sent');
    expect(await guard.exclusive('a', async () => 'later')).toBe('later');
  });

  it('refuses a send already in flight in another window (the shared lock)', async () => {
    const locks = sharedLocks();
    const storage = memory();
    const windowA = createSendGuard(locks, storage);
    const windowB = createSendGuard(locks, storage);
    const first = deferred();
    const running = windowA.exclusive('a', () => first.promise);
    expect(await windowB.exclusive('a', async () => 'twice')).toBe(BUSY);
    first.resolve('sent');
    expect(await running).toBe('sent');
    expect(await windowB.exclusive('a', async () => 'next')).toBe('next');
  });

  it('frees the slot when a send throws', async () => {
    const guard = createSendGuard(sharedLocks(), memory());
    await expect(guard.exclusive('a', async () => Promise.reject(new Error('x')))).rejects.toThrow(
      'x',
    );
    expect(await guard.exclusive('a', async () => 'ok')).toBe('ok');
  });

  it('keeps a pending key in the shared storage until cleared, and survives a refusing storage', () => {
    const storage = memory();
    const windowA = createSendGuard(undefined, storage);
    const windowB = createSendGuard(undefined, storage);
    windowA.keepKey('a', 'k1');
    expect(windowB.pendingKey('a')).toBe('k1');
    windowB.clearKey('a');
    expect(windowA.pendingKey('a')).toBeNull();

    const refusing = createSendGuard(undefined, {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => refusing.keepKey('a', 'k')).not.toThrow();
    expect(refusing.pendingKey('a')).toBeNull();
    expect(() => refusing.clearKey('a')).not.toThrow();
  });
});
