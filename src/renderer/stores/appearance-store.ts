import { create } from 'zustand';
import type { ThemeMode } from '../../shared/settings/user-preferences';

/** The theme the page shows now: the signed-in user's choice once known, light before. */
export const useAppearanceStore = create<{ mode: ThemeMode }>(() => ({ mode: 'light' }));

export const setThemeMode = (mode: ThemeMode) => useAppearanceStore.setState({ mode });
