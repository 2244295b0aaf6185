import { afterEach, describe, expect, it } from 'vitest';
import {
  PreconditionFailedError,
  UPDATED_AT_MISSING,
  serverTimestamp,
  type DataPorts,
  type DocumentStore,
} from '../data/ports';
import { createTestLocalPorts } from '../test-support/local-ports';
import { isSameVersion, saveOver, versionOf } from './stored-version';

const PATH = 'project/demo/category/a';
const stamp = new Date('2026-01-01T00:00:00.000Z');

let ports: DataPorts | null = null;
afterEach(async () => {
  await ports?.dispose();
  ports = null;
});

async function store(data: Record<string, unknown> | null) {
  ports = await createTestLocalPorts(data ? [{ path: PATH, data }] : []);
  return ports.documents;
}

describe('versionOf / isSameVersion', () => {
  it('reads the precondition of a snapshot', async () => {
    const documents = await store({ name: 'a', updatedAt: { __date: stamp.toISOString() } });
    const version = versionOf(await documents.get(PATH));
    expect(version.precondition).toEqual(stamp);
    expect(versionOf({ id: 'x', path: PATH, exists: false, data: null })).toEqual({
      precondition: null,
      data: null,
    });
    expect(versionOf({ id: 'x', path: PATH, exists: true, data: { a: 1 } }).precondition).toBe(
      UPDATED_AT_MISSING,
    );
  });

  it('tells unstamped versions apart by content', () => {
    const snap = (data: Record<string, unknown>) => ({ id: 'a', path: PATH, exists: true, data });
    const version = versionOf(snap({ a: 1 }));
    expect(isSameVersion(snap({ a: 1 }), version)).toBe(true);
    expect(isSameVersion(snap({ a: 2 }), version)).toBe(false);
    expect(isSameVersion(snap({ a: 1, updatedAt: stamp }), version)).toBe(false);
  });
});

describe('saveOver', () => {
  it('writes over the version it read and returns the new stamped one', async () => {
    const documents = await store({ name: 'a', updatedAt: { __date: stamp.toISOString() } });
    const base = versionOf(await documents.get(PATH));
    const next = await saveOver(documents, PATH, { name: 'b' }, base);
    const stored = await documents.get(PATH);
    expect(stored.data).toMatchObject({ name: 'b' });
    expect(next.precondition).toEqual(stored.data!.updatedAt);
    // Chained saves never conflict with themselves.
    await saveOver(documents, PATH, { name: 'c' }, next);
    expect((await documents.get(PATH)).data!.name).toBe('c');
  });

  it('refuses to write over a version it did not read', async () => {
    const documents = await store({ name: 'a', updatedAt: { __date: stamp.toISOString() } });
    const base = versionOf(await documents.get(PATH));
    await documents.set(PATH, { name: 'theirs', updatedAt: serverTimestamp() });
    await expect(saveOver(documents, PATH, { name: 'mine' }, base)).rejects.toBeInstanceOf(
      PreconditionFailedError,
    );
    expect((await documents.get(PATH)).data!.name).toBe('theirs');
  });

  it('when someone writes right after our save, the next save meets their version', async () => {
    const real = await store({ name: 'a', updatedAt: { __date: stamp.toISOString() } });
    let intrude = true;
    const documents: DocumentStore = Object.assign(Object.create(real) as DocumentStore, {
      async set(...args: Parameters<DocumentStore['set']>) {
        const result = await real.set(...args);
        if (intrude) {
          intrude = false;
          await real.set(PATH, { name: 'theirs', updatedAt: serverTimestamp() });
        }
        return result;
      },
      get: (path: string) => real.get(path),
    });
    const base = versionOf(await real.get(PATH));
    const next = await saveOver(documents, PATH, { name: 'mine' }, base);
    await expect(saveOver(documents, PATH, { name: 'mine 2' }, next)).rejects.toBeInstanceOf(
      PreconditionFailedError,
    );
    expect((await real.get(PATH)).data!.name).toBe('theirs');
  });
});
