import { Timestamp, doc, setDoc, type Firestore } from 'firebase/firestore';
import { startSandbox, type Sandbox } from '../support/sandbox';
import type { AnsweredRoute } from '../../src/main/services/demo-services/server';
import { whatsappTemplateWrites } from '../../src/main/services/demo-services/whatsapp-templates';
import { unwrapDates } from '../../src/shared/data/date-wrapper';
import {
  startStorageEmulator,
  storageEmulatorUnavailable,
  type StorageEmulator,
} from '../support/firestore/storage-emulator';

/** Metadata of a stored object, as the Storage emulator's REST API answers it. */
export interface StoredObject {
  name: string;
  size: string;
  contentType?: string;
}

/** The worker's Storage emulator, which a test may stop and start again on the same port. */
export interface RestartableStorage {
  /** `127.0.0.1:port`, the same after a restart: the profile names it. */
  readonly host: string;
  readonly bucket: string;
  /** Stops answering: connections are refused, as with Storage out of reach. */
  stop(): Promise<void>;
  /** Starts again on the same port (empty: objects stored before are gone). */
  start(): Promise<void>;
  /** The stored object at `path`, or null. */
  object(path: string): Promise<StoredObject | null>;
  close(): Promise<void>;
}

export async function startRestartableStorage(
  projectId: string,
): Promise<RestartableStorage | null> {
  const unavailable = storageEmulatorUnavailable();
  if (unavailable) {
    console.log(`Firebase e2e: no Storage emulator (${unavailable}); upload specs skip`);
    return null;
  }
  let current: StorageEmulator | null = await startStorageEmulator(projectId);
  const { host, port } = current;
  const bucket = `${projectId}.appspot.com`;
  return {
    host,
    bucket,
    async stop() {
      await current?.close();
      current = null;
    },
    async start() {
      current ??= await startStorageEmulator(projectId, { port });
    },
    async object(path) {
      const response = await fetch(`http://${host}/v0/b/${bucket}/o/${encodeURIComponent(path)}`, {
        headers: { Authorization: 'Bearer owner' },
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`Storage emulator: HTTP ${response.status} for ${path}`);
      return (await response.json()) as StoredObject;
    },
    async close() {
      await current?.close();
      current = null;
    },
  };
}

/**
 * The console API of a Firebase e2e profile: the sandbox, plus what the real API writes: on a
 * registration (spec 01 §7, the source of truth) the file's record to
 * `project/{project}/files/{id}`, which the files screen lists live; on loading the WhatsApp
 * templates, the templates.
 */
export interface FilesConsoleApi {
  sandbox: Sandbox;
  /** Waits for the record writes of registrations answered so far. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export async function startFilesConsoleApi(
  writeAsService: (write: (db: Firestore) => Promise<void>) => Promise<void>,
  storage: RestartableStorage | null = null,
): Promise<FilesConsoleApi> {
  const writes = new Set<Promise<void>>();
  // The API stats the stored object, as the real one can: the record carries its size and type.
  const withObject = async (record: { path: string; data: Record<string, unknown> }) => {
    const stored = await storage?.object(String(record.data.path)).catch(() => null);
    return stored
      ? { ...record.data, size: Number(stored.size), contentType: stored.contentType ?? '' }
      : record.data;
  };
  const sandbox = await startSandbox({
    onAnswered(answered) {
      const track = (work: Promise<void>) => {
        const write = work.finally(() => writes.delete(write));
        writes.add(write);
      };
      // Loading the WhatsApp templates writes them to the project, as the real API does.
      for (const template of whatsappTemplateWrites(answered)) {
        const data = unwrapDates(template.data) as Record<string, unknown>;
        track(writeAsService((db) => setDoc(doc(db, template.path), data, { merge: true })));
      }
      const record = fileRecordOf(answered);
      if (!record) return;
      track(
        withObject(record).then((data) =>
          writeAsService((db) => setDoc(doc(db, record.path), data)),
        ),
      );
    },
  });
  const settled = async () => {
    await Promise.all([...writes]);
  };
  return {
    sandbox,
    settled,
    async close() {
      await settled().catch(() => undefined);
      await sandbox.close();
    },
  };
}

/** The record a registration call creates, from its body and answer; null for other calls. */
export function fileRecordOf(
  answered: AnsweredRoute,
): { path: string; data: Record<string, unknown> } | null {
  if (answered.routeId !== 'api.files.images' && answered.routeId !== 'api.files.attaches') {
    return null;
  }
  const body = answered.body as { file: string; filePath: string; isPublic: boolean };
  const file = (answered.answer as { file: { id: string; url: string; filename?: string } }).file;
  // Stored at {project}/files/{uploadId}/{name} (spec 01 §7).
  const project = body.filePath.split('/')[0];
  return {
    path: `project/${project}/files/${file.id}`,
    data: {
      url: file.url,
      filename: file.filename ?? body.file,
      path: body.filePath,
      isPublic: body.isPublic,
      createdAt: Timestamp.now(),
    },
  };
}
