import { z } from 'zod';
import { event, procedure } from './define';
import { MAX_ID_CHARS, boundedString } from './input-bounds';
import {
  connectionProfileSchema,
  MAX_MULTI_PROJECTS,
  projectIdSchema,
  settingsOverridesSchema,
} from '../settings/profile';
import { userPreferencesSchema } from '../settings/user-preferences';

export const settingsStateSchema = z.object({
  profiles: z.array(connectionProfileSchema),
  activeProfileId: z.string(),
  /** The active profile with environment overrides applied: what services really use. */
  effectiveProfile: connectionProfileSchema,
  /** The project the console is working on (project selector), defaults to the profile's. */
  activeProjectId: z.string(),
  overrides: settingsOverridesSchema,
  /**
   * The projects the multi-project view shows, chosen per profile (absent: none yet). Never
   * the multi-project id itself.
   */
  multiProjectIds: z.array(z.string()).optional(),
  /** Per user (preferenceUserKey), how the console looks to them: theme, menu collapsed. */
  userPreferences: z.record(z.string(), userPreferencesSchema).optional(),
  /** The unconfigured local profile is using the embedded demo services (simulated answers). */
  demoServices: z.boolean(),
  /** While demoServices: the demo's public read-only assets (images, player pages). */
  demoAssetsUrl: z.string().optional(),
});
export type SettingsState = z.infer<typeof settingsStateSchema>;

export const settingsProcedures = {
  'settings.getState': procedure(z.object({}).strict(), settingsStateSchema),
  'settings.saveProfile': procedure(connectionProfileSchema, settingsStateSchema),
  'settings.deleteProfile': procedure(
    z.object({ id: boundedString(MAX_ID_CHARS).min(1) }).strict(),
    settingsStateSchema,
  ),
  'settings.setActiveProfile': procedure(
    z.object({ id: boundedString(MAX_ID_CHARS).min(1) }).strict(),
    settingsStateSchema,
  ),
  'settings.setActiveProject': procedure(
    z.object({ projectId: boundedString(MAX_ID_CHARS).trim().min(1) }).strict(),
    settingsStateSchema,
  ),
  /** The projects of the multi-project view, remembered for the active profile. */
  'settings.setMultiProjects': procedure(
    z.object({ projectIds: z.array(projectIdSchema).max(MAX_MULTI_PROJECTS) }).strict(),
    settingsStateSchema,
  ),
  /** Merges one user's appearance choices into what is remembered for them. */
  'settings.setUserPreferences': procedure(
    z
      .object({
        userKey: boundedString(2 * MAX_ID_CHARS + 1).min(1),
        preferences: userPreferencesSchema,
      })
      .strict(),
    settingsStateSchema,
  ),
};

export const settingsEvents = {
  'settings.changed': event(settingsStateSchema),
};
