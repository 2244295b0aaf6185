import { rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createChosenFiles } from '../services/files/chosen-files';
import { openServedFile, parseRangeHeader, servedFileHeaders } from './chosen-file-source';
import { tempFolder } from '../../../tests/support/temp-folder';

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('parseRangeHeader', () => {
  it.each([
    [undefined, null],
    ['bytes=0-4', { start: 0, end: 4 }],
    ['bytes=5-', { start: 5, end: 9 }],
    ['bytes=-3', { start: 7, end: 9 }],
    ['bytes=2-100', { start: 2, end: 9 }],
    ['bytes=10-', 'unsatisfiable'],
    ['bytes=5-2', 'unsatisfiable'],
    ['bytes=0-1,3-4', null],
    ['items=0-1', null],
    ['bytes=-', null],
  ])('%s on 10 bytes -> %j', (header, expected) => {
    expect(parseRangeHeader(header, 10)).toEqual(expected);
  });
});

describe('openServedFile', () => {
  const dir = tempFolder('served-');
  const path = join(dir, 'video.mp4');
  writeFileSync(path, '0123456789');

  it('serves a chosen file whole or by range', async () => {
    const files = createChosenFiles();
    const token = files.register(path);
    const whole = await openServedFile(files, token);
    expect(whole).toMatchObject({ kind: 'file', size: 10, mimeType: 'video/mp4', range: null });
    expect(await readAll((whole as { stream: Readable }).stream)).toBe('0123456789');
    expect(servedFileHeaders(whole!)).toMatchObject({
      status: 200,
      headers: { 'Content-Length': '10' },
    });

    const part = await openServedFile(files, token, 'bytes=2-5');
    expect(await readAll((part as { stream: Readable }).stream)).toBe('2345');
    expect(servedFileHeaders(part!)).toMatchObject({
      status: 206,
      headers: { 'Content-Length': '4', 'Content-Range': 'bytes 2-5/10' },
    });

    const outside = await openServedFile(files, token, 'bytes=50-');
    expect(servedFileHeaders(outside!)).toMatchObject({
      status: 416,
      headers: { 'Content-Range': 'bytes */10' },
    });
  });

  it('refuses tokens nobody chose, and paths passed as tokens', async () => {
    const files = createChosenFiles();
    files.register(path);
    expect(await openServedFile(files, 'made-up')).toBeNull();
    expect(await openServedFile(files, path)).toBeNull();
  });

  it('serves nothing once the chosen file was swapped for a symlink', async () => {
    const chosen = join(dir, 'trocado.mp4');
    writeFileSync(chosen, 'video');
    writeFileSync(join(dir, 'segredo.txt'), 'segredo');
    const files = createChosenFiles();
    const token = files.register(chosen);
    rmSync(chosen);
    symlinkSync(join(dir, 'segredo.txt'), chosen);
    expect(await openServedFile(files, token)).toBeNull();
    expect(await openServedFile(files, token, 'bytes=0-3')).toBeNull();
  });
});
