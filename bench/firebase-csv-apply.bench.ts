/**
 * firebase.csv_apply_docs_per_s (≥ 1,000 docs/s, and at least a quarter of the local figure
 * of the same run): the collection import's own apply (applyImport: batches of 500, progress
 * after each) of a 10,000-row preview (5,000 updates of stored brands, 5,000 new ones) through
 * the Firebase adapter on Google's Firestore emulator, with firebase/firestore.rules loaded
 * and a signed-in staff user, side by side with the local adapter (Dexie over fake-indexeddb,
 * in this same Node process). Each run starts from fresh stores holding the 5,000 brands.
 * Uses FIRESTORE_EMULATOR_HOST when set, else starts its own emulator.
 */
import { performance } from 'node:perf_hooks';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { Firestore } from 'firebase/firestore';
import { previewImport } from '../src/shared/collection-csv/import-preview';
import { MAX_BATCH_WRITES } from '../src/shared/collection-csv/import-apply';
import { formDefinitionFor } from '../src/shared/forms/form-registry';
import type { DocumentStore } from '../src/renderer/data/ports';
import { createLocalDataPorts } from '../src/renderer/data/local';
import { createFirestoreDocumentStore } from '../src/renderer/data/firebase/document-store';
import { applyImport } from '../src/renderer/screens/collections/csv/apply-import';
import { readWholeCollection } from '../src/renderer/screens/collections/csv/read-collection';
import { startFirestoreEmulator, NO_EMULATOR } from '../tests/support/firestore-emulator/locate';
import { rulesEnvironment } from '../tests/support/firestore/rules-environment';
import { seedFirestore } from '../tests/support/firestore/seed-firestore';
import { median, report } from './report';

const RUNS = 3;
const STORED = 5_000;
const ROWS = 2 * STORED;
/** The emulator answers slower than production: the Firebase figure may trail the local one. */
const LOCAL_RATIO = 0.25;
const FLOOR = 1_000;
const PATH = 'project/demo/brand';

const id = (index: number) => `marca-${String(index).padStart(5, '0')}`;
const seed = {
  documents: [
    { path: 'project/demo', data: { name: 'Loja Demo' } },
    ...Array.from({ length: STORED }, (_, i) => ({
      path: `${PATH}/${id(i)}`,
      data: { id: id(i), name: `Marca ${i}` },
    })),
  ],
};
const rows = [
  ...Array.from({ length: STORED }, (_, i) => ({ id: id(i), name: `Marca ${i} revisada` })),
  ...Array.from({ length: STORED }, (_, i) => ({ id: '', name: `Marca nova ${i}` })),
];

/** Docs per second of one apply, from the first batch to the report; checks all were written. */
async function applyRate(documents: DocumentStore): Promise<number> {
  const current = await readWholeCollection(documents, PATH);
  const preview = previewImport({
    collection: 'brand',
    header: ['id', 'name'],
    rows,
    definition: formDefinitionFor('brand')!,
    current: new Map(current.map((doc) => [doc.id, doc.data ?? {}])),
  });
  let progressReports = 0;
  const started = performance.now();
  const result = await applyImport({
    documents,
    collectionPath: PATH,
    preview,
    signal: new AbortController().signal,
    onProgress: () => progressReports++,
  });
  const seconds = (performance.now() - started) / 1000;
  // One progress report per committed batch at least, of the size the store declares.
  const batches = Math.ceil(ROWS / (documents.bulkBatchSize ?? MAX_BATCH_WRITES));
  if (result.written.length !== ROWS || progressReports < batches) {
    throw new Error(`apply wrote ${result.written.length} of ${ROWS} rows`);
  }
  return ROWS / seconds;
}

async function localRate(run: number): Promise<number> {
  const ports = await createLocalDataPorts({
    databaseName: `bench-csv-apply-${run}`,
    indexedDB: new IDBFactory(),
    IDBKeyRange,
    loadSeed: async () => seed,
  });
  try {
    return await applyRate(ports.documents);
  } finally {
    await ports.dispose();
  }
}

async function firebaseRate(emulatorHost: string, run: number): Promise<number> {
  const env = await rulesEnvironment(`bench-csv-apply-${process.pid}-${run}`, emulatorHost);
  try {
    await env.withSecurityRulesDisabled((context) =>
      seedFirestore(context.firestore() as unknown as Firestore, seed).then(() => {}),
    );
    const db = env.authenticatedContext('bench-staff', { staff: true }).firestore();
    return await applyRate(createFirestoreDocumentStore(db as unknown as Firestore));
  } finally {
    await env.clearFirestore();
    await env.cleanup();
  }
}

async function main() {
  const emulator = await startFirestoreEmulator({ compiler: 'full' });
  if (!emulator) {
    console.log(NO_EMULATOR);
    return;
  }
  const local: number[] = [];
  const firebase: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      local.push(await localRate(run));
      firebase.push(await firebaseRate(emulator.host, run));
    }
  } finally {
    await emulator.stop();
  }
  const localMedian = median(local);
  report('local.csv_apply_docs_per_s_node', localMedian, 'docs/s', FLOOR, local);
  report(
    'firebase.csv_apply_docs_per_s',
    median(firebase),
    'docs/s',
    Math.max(FLOOR, localMedian * LOCAL_RATIO),
    firebase,
    { local: localMedian, ratioToLocal: median(firebase) / localMedian },
  );
}

await main();
