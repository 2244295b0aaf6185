import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { beforeEach, describe, expect, it } from 'vitest';
import { createChosenFiles } from './chosen-files';
import { mimeTypeFor } from './mime-types';
import { tempFolder } from '../../../../tests/support/temp-folder';

let dir: string;
beforeEach(() => {
  dir = tempFolder('chosen-');
});

describe('chosen files', () => {
  it('serves a registered file through an unguessable token', async () => {
    const path = join(dir, 'foto.PNG');
    writeFileSync(path, 'png bytes');
    const files = createChosenFiles();
    const token = files.register(path);
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect(files.register(path)).not.toBe(token);
    const opened = await files.open(token);
    if (!opened.ok) throw new Error(opened.message);
    expect(opened).toMatchObject({ path, name: 'foto.PNG', size: 9, mimeType: 'image/png' });
    expect(await text(opened.stream)).toBe('png bytes');
  });

  it('refuses unknown tokens and arbitrary paths', async () => {
    const path = join(dir, 'secret.txt');
    writeFileSync(path, 'secret');
    const files = createChosenFiles();
    files.register(join(dir, 'other.txt'));
    for (const token of ['nope', path, '../secret.txt', '__proto__', 'constructor']) {
      expect(await files.open(token)).toMatchObject({ ok: false, reason: 'unknown_token' });
    }
    expect((await files.describe('nope')) as { message: string }).toMatchObject({
      message: expect.stringContaining('não foi escolhido'),
    });
  });

  it('refuses files that are gone or not regular, and forgotten tokens', async () => {
    const files = createChosenFiles();
    const gone = files.register(join(dir, 'gone.csv'));
    expect(await files.open(gone)).toMatchObject({ ok: false, reason: 'missing' });
    mkdirSync(join(dir, 'folder'));
    const folder = files.register(join(dir, 'folder'));
    expect(await files.describe(folder)).toMatchObject({ ok: false, reason: 'not_regular' });
    writeFileSync(join(dir, 'a.txt'), 'a');
    const token = files.register(join(dir, 'a.txt'));
    expect(files.forget(token)).toBe(true);
    expect(await files.open(token)).toMatchObject({ ok: false, reason: 'unknown_token' });
  });

  // The file is the one the user chose, pinned at the choice: a path re-resolved on every read
  // would upload whatever a symlink swapped in afterwards points to.
  it('refuses a chosen file swapped for a symlink after the choice', async () => {
    const chosen = join(dir, 'foto.png');
    const secret = join(dir, 'segredo.txt');
    writeFileSync(chosen, 'png bytes');
    writeFileSync(secret, 'segredo');
    const files = createChosenFiles();
    const token = files.register(chosen);
    expect(await files.describe(token)).toMatchObject({ ok: true, size: 9 });
    rmSync(chosen);
    symlinkSync(secret, chosen);
    expect(await files.describe(token)).toMatchObject({
      ok: false,
      reason: 'changed',
      message: expect.stringContaining('foi trocado'),
    });
    expect(await files.open(token)).toMatchObject({ ok: false, reason: 'changed' });
  });

  it('refuses a chosen file replaced by another one, even a regular file', async () => {
    const chosen = join(dir, 'dados.csv');
    writeFileSync(chosen, 'a;b');
    const files = createChosenFiles();
    const token = files.register(chosen);
    writeFileSync(join(dir, 'outro.csv'), 'x;y;z');
    renameSync(join(dir, 'outro.csv'), chosen);
    expect(await files.open(token)).toMatchObject({ ok: false, reason: 'changed' });
  });

  it('follows a symlink chosen in the dialog once, and keeps serving its target', async () => {
    const target = join(dir, 'real.txt');
    writeFileSync(target, 'conteúdo');
    symlinkSync(target, join(dir, 'atalho.txt'));
    const files = createChosenFiles();
    const token = files.register(join(dir, 'atalho.txt'));
    const opened = await files.open(token);
    if (!opened.ok) throw new Error(opened.message);
    expect(opened.name).toBe('atalho.txt');
    expect(await text(opened.stream)).toBe('conteúdo');
  });

  it('refuses a file that appears only after a choice of a missing path', async () => {
    const files = createChosenFiles();
    const token = files.register(join(dir, 'depois.txt'));
    writeFileSync(join(dir, 'depois.txt'), 'tarde demais');
    expect(await files.open(token)).toMatchObject({ ok: false });
  });

  it.skipIf(process.platform === 'win32')('refuses a FIFO without waiting on it', async () => {
    const fifo = join(dir, 'fila');
    execFileSync('mkfifo', [fifo]);
    const files = createChosenFiles();
    expect(await files.describe(files.register(fifo))).toMatchObject({ reason: 'not_regular' });
  });

  it('knows the MIME types of the kinds the console handles', () => {
    expect(mimeTypeFor('/a/b.jpeg')).toBe('image/jpeg');
    expect(mimeTypeFor('x.svg')).toBe('image/svg+xml');
    expect(mimeTypeFor('x.mov')).toBe('video/quicktime');
    expect(mimeTypeFor('x.csv')).toBe('text/csv');
    expect(mimeTypeFor('x.bin')).toBe('application/octet-stream');
    expect(mimeTypeFor('noext')).toBe('application/octet-stream');
  });
});
