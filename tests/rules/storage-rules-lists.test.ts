import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  PROGRAM_EXTENSIONS,
  PROGRAM_TYPES,
  UPLOAD_SIZE_LIMITS,
  uploadRefusal,
} from '../../src/shared/files/upload-rules';

// The Storage rules runtime is not installed here (storage-rules.test.ts): at least the lists
// the local profile applies are read from the rules file itself, so the two cannot drift.
const rules = readFileSync(
  fileURLToPath(new URL('../../firebase/storage.rules', import.meta.url)),
  'utf8',
);

const product = (expression: string) =>
  expression.split('*').reduce((total, factor) => total * Number(factor.trim()), 1);

describe('firebase/storage.rules and shared/files/upload-rules.ts', () => {
  it('refuse the same program types', () => {
    const list = /type\.lower\(\) in \[([^\]]*)\]/.exec(rules)?.[1] ?? '';
    const types = [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);
    expect(types).toEqual([...PROGRAM_TYPES]);
  });

  it('refuse the same program extensions', () => {
    const alternatives = /\.\*\[\.\]\(([a-z0-9|]+)\)\$/.exec(rules)?.[1] ?? '';
    expect(alternatives.split('|')).toEqual([...PROGRAM_EXTENSIONS]);
  });

  it('have the same size limit per kind', () => {
    const limit = (kind: string) =>
      product(new RegExp(`\\(${kind} && size <= ([0-9* ]+)\\)`).exec(rules)?.[1] ?? 'NaN');
    expect(limit('isImage')).toBe(UPLOAD_SIZE_LIMITS.image);
    expect(limit('isVideo')).toBe(UPLOAD_SIZE_LIMITS.video);
    expect(limit('!isImage && !isVideo')).toBe(UPLOAD_SIZE_LIMITS.other);
  });
});

describe('uploadRefusal', () => {
  it('refuses a program by type or by name, and a file over its kind limit', () => {
    expect(uploadRefusal({ name: 'setup.exe', type: '', size: 10 })).toEqual({ reason: 'program' });
    expect(
      uploadRefusal({ name: 'instalador', type: 'application/x-msdownload', size: 10 }),
    ).toEqual({ reason: 'program' });
    expect(uploadRefusal({ name: 'foto.png', type: 'image/png', size: 21 * 1024 * 1024 })).toEqual({
      reason: 'tooLarge',
      kind: 'image',
      limit: UPLOAD_SIZE_LIMITS.image,
    });
  });

  it('lets ordinary files through', () => {
    expect(uploadRefusal({ name: 'manual.pdf', type: 'application/pdf', size: 5e6 })).toBeNull();
    expect(
      uploadRefusal({ name: 'aula.mp4', type: 'video/mp4', size: 900 * 1024 * 1024 }),
    ).toBeNull();
  });
});
