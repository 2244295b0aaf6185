/**
 * A sync engine in its own process, for the durability test: it starts a run against the
 * given workers URL and keeps going until the parent kills it (SIGKILL, no clean-up).
 * Env: SYNC_DATA_DIR, SYNC_WORKERS_URL, SYNC_CODES (newline separated), SYNC_TASKS (comma
 * separated), SYNC_CONCURRENCY; SYNC_RESUME=1 resumes the run a killed child left instead.
 */
import { defaultLocalProfile, type ConnectionProfile } from '../../../../shared/settings/profile';
import { createHttpClient } from '../../http/http-client';
import { createSyncEngine } from '../sync-engine';

const env = process.env;
const profile = {
  ...defaultLocalProfile(),
  workersUrl: env.SYNC_WORKERS_URL ?? '',
} as ConnectionProfile;
const getProfile = () => profile;
const engine = createSyncEngine({
  dataDir: env.SYNC_DATA_DIR ?? '',
  http: createHttpClient({ getProfile }),
  getProfile,
  log: (message) => process.stderr.write(`${message}\n`),
});
let settled = 0;
engine.onDelta((delta) => {
  // One line per persisted task result: the parent uses it to kill mid-run.
  if (delta.type === 'cell' && (delta.state === 'ok' || delta.state === 'error')) {
    process.stdout.write(`settled ${++settled}\n`);
  }
});
const result =
  env.SYNC_RESUME === '1'
    ? await engine.resume()
    : await engine.start({
        codes: env.SYNC_CODES ?? '',
        tasks: (env.SYNC_TASKS ?? '').split(','),
        concurrency: Number(env.SYNC_CONCURRENCY ?? '1'),
        delayMs: 0,
      });
process.stdout.write(`${JSON.stringify(result)}\n`);
