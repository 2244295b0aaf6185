/**
 * Runs in the bench's page (bundled by firebase-floor.ts): the collection list's first two
 * pages read with the Firebase SDK alone, as the console opens it (openFirebase: the same
 * persistent cache) and with the list's own queries (pageQuery, buildQuery), but no React and
 * no screen. What is left of a figure once this is taken away is the console's own.
 */
import { signInWithEmailAndPassword } from 'firebase/auth';
import { doc, onSnapshot, type Query, type QuerySnapshot } from 'firebase/firestore';
import type { FirebaseWebConfig } from '../src/shared/settings/profile';
import { openFirebase } from '../src/renderer/data/firebase/app';
import { buildQuery } from '../src/renderer/data/firebase/query';
import { pageQuery } from '../src/renderer/data/live-pages';

export interface FloorOptions {
  config: FirebaseWebConfig;
  email: string;
  password: string;
  collectionPath: string;
  pageSize: number;
}

export interface FloorRun {
  /** The first page's query asked for → its first snapshot. */
  firstPage: number;
  /** The next page's query asked for → its first snapshot. */
  loadMore: number;
  /** Documents the two answers held (2 × pageSize, or the figure is not one). */
  read: number;
}

async function floor(options: FloorOptions): Promise<FloorRun> {
  const services = openFirebase(options.config, `bench-floor-${Date.now()}`, 'persistent');
  const stops: Array<() => void> = [];
  const firstSnapshot = (target: Query) =>
    new Promise<QuerySnapshot>((resolve, reject) => {
      stops.push(onSnapshot(target, resolve, reject));
    });
  try {
    await signInWithEmailAndPassword(services.auth, options.email, options.password);
    // The listen stream open, as the console's is once it shows any data.
    const parent = options.collectionPath.split('/').slice(0, -1).join('/');
    await new Promise((resolve, reject) => {
      stops.push(onSnapshot(doc(services.db, parent), resolve, reject));
    });
    const read = (after: string | null) =>
      firstSnapshot(
        buildQuery(
          services.db,
          options.collectionPath,
          pageQuery({ after, end: null }, options.pageSize),
        ),
      );
    const started = performance.now();
    const first = await read(null);
    const firstAt = performance.now();
    const next = await read(first.docs.at(-1)?.id ?? null);
    return {
      firstPage: firstAt - started,
      loadMore: performance.now() - firstAt,
      read: first.size + next.size,
    };
  } finally {
    for (const stop of stops) stop();
    await services.close();
  }
}

(window as Window & { benchFloor?: typeof floor }).benchFloor = floor;
