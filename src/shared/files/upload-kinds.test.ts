import { describe, expect, it } from 'vitest';
import { acceptsFile, cleanUploadName, hasImagePreview, uploadStoragePath } from './upload-kinds';

describe('acceptsFile', () => {
  it('takes images as image/*, videos as video/*, and anything for any', () => {
    expect(acceptsFile('image', { name: 'a.png', type: 'image/png' })).toBe(true);
    expect(acceptsFile('image', { name: 'a.pdf', type: 'application/pdf' })).toBe(false);
    expect(acceptsFile('video', { name: 'a.mp4', type: 'video/mp4' })).toBe(true);
    expect(acceptsFile('video', { name: 'a.png', type: 'image/png' })).toBe(false);
    expect(acceptsFile('any', { name: 'a.pdf', type: 'application/pdf' })).toBe(true);
  });

  it('trusts the type over the name, and the name only when there is no type', () => {
    expect(acceptsFile('image', { name: 'foto.png', type: 'application/pdf' })).toBe(false);
    expect(acceptsFile('image', { name: 'FOTO.JPG', type: '' })).toBe(true);
    expect(acceptsFile('video', { name: 'clip.mov', type: 'application/octet-stream' })).toBe(true);
    expect(acceptsFile('image', { name: 'semextensao', type: '' })).toBe(false);
  });
});

describe('hasImagePreview', () => {
  it('is true for png, gif, jpg, jpeg and webp only', () => {
    for (const name of ['a.png', 'b.GIF', 'c.jpg', 'd.jpeg', 'e.webp']) {
      expect(hasImagePreview(name)).toBe(true);
    }
    for (const name of ['a.svg', 'b.pdf', 'c', 'd.png.exe'])
      expect(hasImagePreview(name)).toBe(false);
  });
});

describe('uploadStoragePath', () => {
  it('replaces {project} and keeps the name in one safe segment', () => {
    expect(uploadStoragePath('loja', 'u1', 'manual.pdf')).toBe('loja/files/u1/manual.pdf');
    expect(uploadStoragePath('loja', 'u1', '../x/y.png')).toBe('loja/files/u1/.._x_y.png');
    expect(uploadStoragePath('loja', 'u1', '..')).toBe('loja/files/u1/_');
    expect(uploadStoragePath('loja', 'u1', '  ')).toBe('loja/files/u1/arquivo');
  });

  it('trims before checking, so a name of spaces and dots never becomes `.` or `..`', () => {
    expect(uploadStoragePath('loja', 'u1', ' .. ')).toBe('loja/files/u1/_');
    expect(uploadStoragePath('loja', 'u1', '\t.\n')).toBe('loja/files/u1/_');
    expect(uploadStoragePath('loja', 'u1', ' relatório.pdf ')).toBe('loja/files/u1/relatório.pdf');
  });

  it('drops NUL, control and bidi characters, which hide what a name says', () => {
    expect(uploadStoragePath('loja', 'u1', 'a\u0000b.pdf')).toBe('loja/files/u1/ab.pdf');
    expect(uploadStoragePath('loja', 'u1', 'fatura\u202Efdp.exe')).toBe(
      'loja/files/u1/faturafdp.exe',
    );
    expect(uploadStoragePath('loja', 'u1', '\u200Fx\u2066y\u2069\u061C.png')).toBe(
      'loja/files/u1/xy.png',
    );
    expect(uploadStoragePath('loja', 'u1', '\u0007\u001f\u007f\u0085')).toBe(
      'loja/files/u1/arquivo',
    );
    expect(uploadStoragePath('loja', 'u1', '.\u0000.')).toBe('loja/files/u1/_');
  });

  it('keeps one spelling of accented names (NFC)', () => {
    expect(uploadStoragePath('loja', 'u1', 'cafe\u0301.png')).toBe('loja/files/u1/caf\u00e9.png');
  });
});

describe('cleanUploadName', () => {
  it('is the name as shown and registered: trimmed, without controls or bidi marks', () => {
    expect(cleanUploadName(' \u202Efoto\u0000.png\n')).toBe('foto.png');
    expect(cleanUploadName('\u0001')).toBe('');
  });
});
