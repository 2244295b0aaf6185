import { create } from 'zustand';
import type { ThemeMode } from '../../shared/settings/user-preferences';

/**
 * The theme the last session showed, kept in the page's own storage, which is read
 * synchronously: resources/public/theme-boot.js reads it before the first paint, and the store
 * starts from it, so a dark theme never flashes light while main's settings are still coming.
 * Main's settings stay the record of each user's choice; this is only a first-paint guess.
 */
export const THEME_STORAGE_KEY = 'console-desktop.theme';

// The modes of user-preferences.ts's themeModeSchema, checked without zod: this store is read
// before the first screen, which carries no schema library.
const themeModes: Record<ThemeMode, true> = { light: true, dark: true, system: true };

export function rememberedThemeMode(): ThemeMode | null {
  try {
    const stored = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return stored && Object.hasOwn(themeModes, stored) ? (stored as ThemeMode) : null;
  } catch {
    return null; // storage refused: the system's scheme decides the first paint
  }
}

export function rememberThemeMode(mode: ThemeMode): void {
  try {
    globalThis.localStorage?.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Only the first paint of the next load is at stake.
  }
}

/** The theme the page shows now: the signed-in user's choice once known, the last one before. */
export const useAppearanceStore = create<{ mode: ThemeMode }>(() => ({
  mode: rememberedThemeMode() ?? 'light',
}));

export const setThemeMode = (mode: ThemeMode) => useAppearanceStore.setState({ mode });
