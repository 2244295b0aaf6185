import { z } from 'zod';
import { event, procedure } from './define';
import { connectionProfileSchema, settingsOverridesSchema } from '../settings/profile';

export const settingsStateSchema = z.object({
  profiles: z.array(connectionProfileSchema),
  activeProfileId: z.string(),
  /** The active profile with environment overrides applied: what services really use. */
  effectiveProfile: connectionProfileSchema,
  /** The project the console is working on (project selector), defaults to the profile's. */
  activeProjectId: z.string(),
  overrides: settingsOverridesSchema,
  /** The unconfigured local profile is using the embedded demo services (simulated answers). */
  demoServices: z.boolean(),
});
export type SettingsState = z.infer<typeof settingsStateSchema>;

export const settingsProcedures = {
  'settings.getState': procedure(z.object({}).strict(), settingsStateSchema),
  'settings.saveProfile': procedure(connectionProfileSchema, settingsStateSchema),
  'settings.deleteProfile': procedure(
    z.object({ id: z.string().min(1) }).strict(),
    settingsStateSchema,
  ),
  'settings.setActiveProfile': procedure(
    z.object({ id: z.string().min(1) }).strict(),
    settingsStateSchema,
  ),
  'settings.setActiveProject': procedure(
    z.object({ projectId: z.string().trim().min(1) }).strict(),
    settingsStateSchema,
  ),
};

export const settingsEvents = {
  'settings.changed': event(settingsStateSchema),
};
