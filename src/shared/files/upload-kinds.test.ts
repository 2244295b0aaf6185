import { describe, expect, it } from 'vitest';
import { acceptsFile, hasImagePreview, uploadStoragePath } from './upload-kinds';

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
});
