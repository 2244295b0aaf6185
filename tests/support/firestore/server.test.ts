import { Write } from '@firestore-emulator/proto/dist/google/firestore/v1/write.js';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  initializeFirestore,
  memoryLocalCache,
  onSnapshot,
  query,
  serverTimestamp,
  setDoc,
  terminate,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFirestoreServer, type FirestoreTestServer } from './server';
import { applyWrites, fieldPathSegments, RpcError } from './write-rpc';

const PROJECT = 'demo-server';
const ROOT = `projects/${PROJECT}/databases/(default)/documents`;
let server: FirestoreTestServer;
let app: FirebaseApp;
let db: Firestore;
let counter = 0;

beforeAll(async () => {
  server = await startFirestoreServer();
});
afterAll(() => server.close());

// A fresh SDK client per test, straight on the server: these tests check the server.
async function client() {
  app = initializeApp({ apiKey: 'k', projectId: PROJECT }, `server-test-${++counter}`);
  db = initializeFirestore(app, { localCache: memoryLocalCache() });
  const [host, port] = server.host.split(':');
  connectFirestoreEmulator(db, host, Number(port));
}
afterEach(async () => {
  if (db) await terminate(db);
  if (app) await deleteApp(app);
});

describe('fieldPathSegments', () => {
  it('splits on dots outside backquotes and unescapes', () => {
    expect(fieldPathSegments('a.b.c')).toEqual(['a', 'b', 'c']);
    expect(fieldPathSegments('`product-data`.n')).toEqual(['product-data', 'n']);
    expect(fieldPathSegments('`a.b`.c')).toEqual(['a.b', 'c']);
    expect(fieldPathSegments('`a\\`b`')).toEqual(['a`b']);
  });
});

describe('applyWrites', () => {
  const set = (id: string, n: number) =>
    Write.fromObject({
      update: { name: `${ROOT}/all/${id}`, fields: { n: { integer_value: n } } },
    });

  it('checks every precondition first, so a failing commit writes nothing', () => {
    const missing = Write.fromObject({
      update: { name: `${ROOT}/all/missing`, fields: {} },
      update_mask: { field_paths: [] },
      current_document: { exists: true },
    });
    expect(() => applyWrites(server.state, [set('first', 1), missing], new Date())).toThrow(
      RpcError,
    );
    expect(server.state.getDocument(`${ROOT}/all/first`).metadata.hasExist).toBe(false);
  });

  it('rejects an update_time precondition that no longer matches', () => {
    applyWrites(server.state, [set('stamped', 1)], new Date(1_000));
    const stale = Write.fromObject({
      update: { name: `${ROOT}/all/stamped`, fields: { n: { integer_value: 2 } } },
      current_document: { update_time: { seconds: 0, nanos: 0 } },
    });
    expect(() => applyWrites(server.state, [stale], new Date(2_000))).toThrow(/changed since read/);
    const fresh = Write.fromObject({
      update: { name: `${ROOT}/all/stamped`, fields: { n: { integer_value: 3 } } },
      current_document: { update_time: { seconds: 1, nanos: 0 } },
    });
    expect(applyWrites(server.state, [fresh], new Date(3_000))).toHaveLength(1);
  });
});

describe('with the web SDK', () => {
  it('merges into fields whose names need quoting, with nested server timestamps', async () => {
    await client();
    const ref = doc(db, 'items/quoted');
    await setDoc(ref, { 'product-data': { a: 1 }, keep: true });
    await setDoc(
      ref,
      { 'product-data': { b: 2 }, meta: { at: serverTimestamp() } },
      { merge: true },
    );
    const data = (await getDoc(ref)).data();
    expect(data).toMatchObject({ 'product-data': { a: 1, b: 2 }, keep: true });
    expect(data?.meta.at).toBeInstanceOf(Timestamp);
  });

  it('rejects an update of a missing document and keeps serving the client', async () => {
    await client();
    await expect(updateDoc(doc(db, 'items/none'), { n: 1 })).rejects.toMatchObject({
      code: 'not-found',
    });
    await setDoc(doc(db, 'items/after'), { n: 1 });
    expect((await getDoc(doc(db, 'items/after'))).data()).toEqual({ n: 1 });
  });

  it('serves many listeners on one stream and stops only the removed one', async () => {
    await client();
    const seenA: number[] = [];
    const seenB: number[] = [];
    const stopA = onSnapshot(doc(db, 'streams/a'), (s) => s.exists() && seenA.push(s.data().n));
    const stopB = onSnapshot(doc(db, 'streams/b'), (s) => s.exists() && seenB.push(s.data().n));
    await setDoc(doc(db, 'streams/a'), { n: 1 });
    await setDoc(doc(db, 'streams/b'), { n: 1 });
    await vi.waitFor(() => expect([seenA.at(-1), seenB.at(-1)]).toEqual([1, 1]));
    stopA();
    await setDoc(doc(db, 'streams/a'), { n: 2 });
    await setDoc(doc(db, 'streams/b'), { n: 2 });
    await vi.waitFor(() => expect(seenB.at(-1)).toBe(2));
    expect(seenA).toEqual([1]);
    stopB();
  });

  it('filters on null with IS_NULL and compares integers with doubles', async () => {
    await client();
    await setDoc(doc(db, 'mixed/int'), { n: 1 });
    await setDoc(doc(db, 'mixed/double'), { n: 1.5 });
    await setDoc(doc(db, 'mixed/null'), { n: null });
    const ids = async (...args: Parameters<typeof where>) =>
      (await getDocs(query(collection(db, 'mixed'), where(...args)))).docs.map((d) => d.id).sort();
    expect(await ids('n', '==', null)).toEqual(['null']);
    expect(await ids('n', '<', 1.2)).toEqual(['int']);
    expect(await ids('n', '>', 1)).toEqual(['double']);
  });
});
