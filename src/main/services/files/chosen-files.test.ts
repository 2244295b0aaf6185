import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createChosenFiles } from './chosen-files';
import { mimeTypeFor } from './mime-types';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'chosen-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

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

  it('knows the MIME types of the kinds the console handles', () => {
    expect(mimeTypeFor('/a/b.jpeg')).toBe('image/jpeg');
    expect(mimeTypeFor('x.svg')).toBe('image/svg+xml');
    expect(mimeTypeFor('x.mov')).toBe('video/quicktime');
    expect(mimeTypeFor('x.csv')).toBe('text/csv');
    expect(mimeTypeFor('x.bin')).toBe('application/octet-stream');
    expect(mimeTypeFor('noext')).toBe('application/octet-stream');
  });
});
