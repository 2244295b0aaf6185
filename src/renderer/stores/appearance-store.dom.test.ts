import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY, rememberThemeMode, rememberedThemeMode } from './appearance-store';

// The script the page runs before its first paint (resources/public/theme-boot.js).
const bootSource = readFileSync(join(process.cwd(), 'resources/public/theme-boot.js'), 'utf8');
const runBoot = () => new Function(bootSource)();

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('the theme of the first paint', () => {
  it('remembers the last theme shown, and ignores what is not a theme', () => {
    expect(rememberedThemeMode()).toBeNull();
    rememberThemeMode('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(rememberedThemeMode()).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'sépia');
    expect(rememberedThemeMode()).toBeNull();
  });

  it('the boot script marks <html> with the remembered theme, under the same key', () => {
    for (const mode of ['dark', 'light', 'system'] as const) {
      rememberThemeMode(mode);
      runBoot();
      expect(document.documentElement.dataset.theme).toBe(mode);
    }
  });

  it('leaves <html> unmarked (light, the default) with nothing remembered or a bad value', () => {
    for (const value of [null, '<b>dark</b>']) {
      if (value === null) localStorage.removeItem(THEME_STORAGE_KEY);
      else localStorage.setItem(THEME_STORAGE_KEY, value);
      runBoot();
      expect(document.documentElement.dataset.theme).toBeUndefined();
    }
  });
});
