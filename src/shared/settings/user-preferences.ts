import { z } from 'zod';

/** Light, dark, or whatever the system uses (antd's default and dark algorithms). */
export const themeModeSchema = z.enum(['light', 'dark', 'system']);
export type ThemeMode = z.infer<typeof themeModeSchema>;

/** What one person chose for how the console looks, remembered across sessions. */
export const userPreferencesSchema = z
  .object({
    theme: themeModeSchema.optional(),
    siderCollapsed: z.boolean().optional(),
  })
  .strict();
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

/** People remembered per data folder: more than share one computer's console. */
export const MAX_PREFERENCE_USERS = 100;

// Zod-free, for the shell (preference-key.ts).
export { preferenceUserKey } from './preference-key';
