import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JournalWriter } from '../sync/journal';
import { writeFileAtomic, writeFileAtomicSync } from './atomic-file';

/**
 * A real full disk: a 256 KB tmpfs, where the machine lets us mount one (Linux, as root).
 * Elsewhere these skip with the reason printed; atomic-file.test.ts and journal.test.ts cover
 * the same failures with injected short-writing file handles on every machine.
 */
function mountSmallDisk(): { folder: string; why: null } | { folder: null; why: string } {
  if (process.platform !== 'linux') return { folder: null, why: 'tmpfs needs Linux' };
  if (process.getuid?.() !== 0) return { folder: null, why: 'mounting a tmpfs needs root' };
  const folder = mkdtempSync(join(tmpdir(), 'full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', folder], { stdio: 'pipe' });
    return { folder, why: null };
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    return { folder: null, why: `mount -t tmpfs failed: ${String(error).split('\n')[0]}` };
  }
}

const disk = mountSmallDisk();
if (disk.why) console.warn(`Full-disk tests skipped: ${disk.why}`);

describe.skipIf(disk.folder === null)('on a 256 KB tmpfs', () => {
  const folder = disk.folder!;
  afterAll(() => {
    execFileSync('umount', [folder]);
    rmSync(folder, { recursive: true, force: true });
  });

  it.each([
    ['writeFileAtomic', (path: string, text: string) => writeFileAtomic(path, text)],
    ['writeFileAtomicSync', async (path: string, text: string) => writeFileAtomicSync(path, text)],
  ])(
    '%s fails on a full disk, keeps the old file whole and leaves no temp file',
    async (_, write) => {
      const target = join(folder, 'settings.json');
      writeFileSync(target, '{"antes":true}\n');
      const big = `${'x'.repeat(400 * 1024)}\n`;
      await expect(write(target, big)).rejects.toMatchObject({ code: 'ENOSPC' });
      expect(readFileSync(target, 'utf8')).toBe('{"antes":true}\n');
      expect(readdirSync(folder).filter((name) => name.endsWith('.tmp'))).toEqual([]);
      // What fits is still written, owner-only.
      await write(target, '{"depois":true}\n');
      expect(readFileSync(target, 'utf8')).toBe('{"depois":true}\n');
      expect(statSync(target).mode & 0o777).toBe(0o600);
    },
  );

  it('the journal reports the full disk, and every append it acknowledged reads back', async () => {
    const file = join(folder, 'run.jsonl');
    const writer = new JournalWriter(file);
    const payload = 'p'.repeat(500);
    const acknowledged: number[] = [];
    let failed = 0;
    for (let id = 0; id < 600; id++) {
      const commit = writer.append({ id, payload });
      await commit.written.then(
        () => acknowledged.push(id),
        () => failed++,
      );
    }
    await writer.close().catch(() => undefined);
    expect(failed).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(0);
    const text = readFileSync(file, 'utf8');
    const complete = text.split('\n').slice(0, -1);
    const ids = new Set(complete.map((line) => (JSON.parse(line) as { id: number }).id));
    for (const id of acknowledged) expect(ids.has(id), `record ${id}`).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
