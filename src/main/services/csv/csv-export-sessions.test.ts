import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { texts } from '../../../shared/texts/pt-BR';
import { createDialogService } from '../dialogs/dialog-service';
import { ScriptedDialogPort } from '../../../../tests/support/scripted-dialog-port';
import { createChosenFiles } from '../files/chosen-files';
import { nodeFileSystem, type AtomicFileSystem } from '../files/atomic-file';
import { createCsvExportSessions, type CsvExportSessions } from './csv-export-sessions';
import { tempFolder } from '../../../../tests/support/temp-folder';

let dir: string;
let dialogPort: ScriptedDialogPort;
let exportsOf: (fs?: AtomicFileSystem, idleMs?: number) => CsvExportSessions;
let sessions: CsvExportSessions;

beforeEach(() => {
  dir = tempFolder('csv-export-');
  dialogPort = new ScriptedDialogPort(() => {});
  const dialogs = createDialogService({
    port: dialogPort,
    chosenFiles: createChosenFiles(),
    fileUrl: (token) => `/__files/${token}`,
  });
  exportsOf = (fs, idleMs) => createCsvExportSessions({ dialogs, fs, idleMs });
  sessions = exportsOf();
});
afterEach(async () => {
  await sessions.dispose();
  vi.useRealTimers();
});

async function begin(target: string, fields = ['id', 'nome']) {
  dialogPort.enqueue({ save: target });
  const begun = await sessions.begin({ defaultName: 'data_brand.csv', fields });
  if (!begun.ok || begun.canceled) throw new Error(`not begun: ${JSON.stringify(begun)}`);
  return begun.exportId;
}

describe('streamed CSV export', () => {
  it('writes the BOM, the header and every piece, and the file appears only at finish', async () => {
    const target = join(dir, 'data_brand.csv');
    const exportId = await begin(target);
    expect(await sessions.append({ exportId, rows: [{ id: '1', nome: 'José' }] })).toEqual({
      ok: true,
      rows: 1,
    });
    expect(
      await sessions.append({ exportId, rows: [{ id: '2', nome: '=SOMA(A1)' }, { id: '3' }] }),
    ).toEqual({ ok: true, rows: 3 });
    expect(readdirSync(dir)).not.toContain('data_brand.csv');
    expect(await sessions.finish({ exportId })).toEqual({ ok: true, path: target, rows: 3 });
    expect(readFileSync(target, 'utf8')).toBe(
      '\uFEFFid;nome\r\n1;José\r\n2;"\'=SOMA(A1)"\r\n3;\r\n',
    );
    expect(readdirSync(dir)).toEqual(['data_brand.csv']);
  });

  it('keeps pieces in call order even when the renderer does not wait between them', async () => {
    const target = join(dir, 'ordem.csv');
    const exportId = await begin(target, ['n']);
    await Promise.all(
      Array.from({ length: 20 }, (_, index) => sessions.append({ exportId, rows: [{ n: index }] })),
    );
    await sessions.finish({ exportId });
    const lines = readFileSync(target, 'utf8').trim().split('\r\n').slice(1);
    expect(lines).toEqual(Array.from({ length: 20 }, (_, index) => String(index)));
  });

  it('answers a cancelled dialog (nothing scripted) as cancelled and writes nothing', async () => {
    expect(await sessions.begin({ defaultName: 'data_x.csv', fields: ['id'] })).toEqual({
      ok: true,
      canceled: true,
    });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('abort leaves the chosen path as it was, with no partial file', async () => {
    const target = join(dir, 'data_brand.csv');
    const exportId = await begin(target);
    await sessions.append({ exportId, rows: [{ id: '1', nome: 'a' }] });
    expect(await sessions.abort({ exportId })).toEqual({ ok: true });
    expect(readdirSync(dir)).toEqual([]);
    expect(await sessions.append({ exportId, rows: [{ id: '2' }] })).toEqual({
      ok: false,
      reason: 'unknown_export',
      message: texts.services.csv.exportGone,
    });
  });

  it('an unknown export id is refused with a message, never thrown', async () => {
    expect(await sessions.finish({ exportId: 'nada' })).toMatchObject({
      ok: false,
      reason: 'unknown_export',
    });
  });

  it('a full disk mid-export fails with the path and code, and removes the partial file', async () => {
    let writes = 0;
    const fullDisk: AtomicFileSystem = {
      ...nodeFileSystem,
      async open(path) {
        const file = await nodeFileSystem.open(path);
        return {
          ...file,
          write: (buffer, offset, length) => {
            writes += 1;
            if (writes > 1) {
              return Promise.reject(Object.assign(new Error('no space'), { code: 'ENOSPC' }));
            }
            return file.write(buffer, offset, length);
          },
          sync: () => file.sync(),
          stat: () => file.stat(),
          close: () => file.close(),
        };
      },
    };
    sessions = exportsOf(fullDisk);
    const target = join(dir, 'cheio.csv');
    const exportId = await begin(target);
    const failed = await sessions.append({ exportId, rows: [{ id: '1', nome: 'a' }] });
    expect(failed).toEqual({
      ok: false,
      reason: 'write_failed',
      message: texts.services.dialogs.saveFailed(target, 'ENOSPC'),
    });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('drops an export left idle, and dispose drops the rest', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // The idle export's file is still being removed when the app quits: dispose must wait
    // for that removal too, not only for the exports still open.
    let releaseRemoval = () => {};
    const removalHeld = new Promise<void>((resolve) => (releaseRemoval = resolve));
    let idleRemovalStarted = () => {};
    const idleRemoval = new Promise<void>((resolve) => (idleRemovalStarted = resolve));
    const heldRm: AtomicFileSystem = {
      ...nodeFileSystem,
      rm: async (path) => {
        if (path.includes('parado')) {
          idleRemovalStarted();
          await removalHeld;
        }
        await nodeFileSystem.rm(path);
      },
    };
    sessions = exportsOf(heldRm, 1_000);
    const idle = await begin(join(dir, 'parado.csv'));
    await vi.advanceTimersByTimeAsync(1_001);
    await idleRemoval;
    expect(await sessions.finish({ exportId: idle })).toMatchObject({ reason: 'unknown_export' });
    await begin(join(dir, 'aberto.csv'));
    const disposing = sessions.dispose().then(() => 'disposed');
    // The open export's file goes at once; dispose still waits for the idle one's.
    await vi.waitFor(() =>
      expect(readdirSync(dir).filter((name) => name.includes('aberto'))).toEqual([]),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(await Promise.race([disposing, Promise.resolve('pending')])).toBe('pending');
    releaseRemoval();
    expect(await disposing).toBe('disposed');
    expect(readdirSync(dir)).toEqual([]);
  });
});
