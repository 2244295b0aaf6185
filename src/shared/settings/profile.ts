import { z } from 'zod';
import { MAX_ID_CHARS, MAX_NAME_CHARS, MAX_URL_CHARS, boundedString } from '../bridge/input-bounds';
import { texts } from '../texts/pt-BR';
import { baseUrlProblem } from './base-url';
import { PROJECT_ID_PATTERN } from './project-id';
import { loopbackEmulatorHost, loopbackEmulatorOrigin } from './emulator-host';

/** Empty means "not configured": server-backed features then point the user to settings. */
const optionalBaseUrl = boundedString(MAX_URL_CHARS)
  .trim()
  .superRefine((value, context) => {
    const problem = value === '' ? null : baseUrlProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => value.replace(/\/+$/, ''));

export const projectIdSchema = boundedString(MAX_ID_CHARS)
  .trim()
  .min(1, texts.profile.projectIdRequired)
  .regex(PROJECT_ID_PATTERN, texts.profile.projectIdInvalid);

/** Firebase web config values, emulator addresses and store ids: bounded, trimmed. */
const configField = () => boundedString(MAX_URL_CHARS).trim();
const storeId = () => boundedString(MAX_NAME_CHARS).trim();

/**
 * An emulator address, empty or on this machine: the page reaches it in clear text (the
 * password too) and the CSP opens its origin.
 */
const emulatorField = (isLocal: (value: string) => unknown, invalid: (value: string) => string) =>
  configField()
    .default('')
    .superRefine((value, context) => {
      if (value !== '' && !isLocal(value)) {
        context.addIssue({ code: 'custom', message: invalid(value) });
      }
    });

const requiredConfigField = (label: string) =>
  configField().min(1, texts.profile.firebaseFieldRequired(label));

export const firebaseWebConfigSchema = z.object({
  apiKey: requiredConfigField('apiKey'),
  authDomain: configField().default(''),
  projectId: requiredConfigField('projectId'),
  storageBucket: configField().default(''),
  appId: configField().default(''),
  messagingSenderId: configField().default(''),
  /** Only for tests and local emulators: host:port of a Firestore emulator. */
  firestoreEmulatorHost: emulatorField(loopbackEmulatorHost, texts.firebase.emulatorHostInvalid),
  /** Only for tests and local emulators: http://host:port of an Auth emulator. */
  authEmulatorUrl: emulatorField(loopbackEmulatorOrigin, texts.firebase.authEmulatorUrlInvalid),
  /** Only for tests and local emulators: loopback host:port of a Storage emulator. */
  storageEmulatorHost: emulatorField(
    loopbackEmulatorHost,
    texts.firebase.storageEmulatorHostInvalid,
  ),
});
export type FirebaseWebConfig = z.infer<typeof firebaseWebConfigSchema>;

/** Marketplace store ids are not in the spec, so they are per-profile settings. */
export const storeIdsSchema = z
  .object({
    shopee: storeId().default(''),
    amazon: storeId().default(''),
    magalu: storeId().default(''),
    madeiramadeira: storeId().default(''),
    default: storeId().default(''),
  })
  .default({ shopee: '', amazon: '', magalu: '', madeiramadeira: '', default: '' });

const profileBase = {
  id: boundedString(MAX_ID_CHARS).trim().min(1),
  name: boundedString(MAX_NAME_CHARS).trim().min(1, texts.profile.nameRequired),
  projectId: projectIdSchema,
  workersUrl: optionalBaseUrl.default(''),
  apiUrl: optionalBaseUrl.default(''),
  functionsUrl: optionalBaseUrl.default(''),
  /** Where the project's CDN videos play (spec 01 §9): the one origin frame-src allows. */
  videoHost: optionalBaseUrl.default(''),
  storeIds: storeIdsSchema,
  /**
   * The special project id of the multi-project event view (spec 02 §1); absent or empty:
   * DEFAULT_MULTI_PROJECT_ID. Optional so profiles saved before it stay valid as they are.
   */
  multiProjectId: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    projectIdSchema.optional(),
  ),
};

export const localProfileSchema = z.object({ ...profileBase, kind: z.literal('local') });
export const firebaseProfileSchema = z.object({
  ...profileBase,
  kind: z.literal('firebase'),
  firebase: firebaseWebConfigSchema,
});

export const connectionProfileSchema = z.discriminatedUnion('kind', [
  localProfileSchema,
  firebaseProfileSchema,
]);

export type ConnectionProfile = z.infer<typeof connectionProfileSchema>;
export type ConnectionProfileInput = z.input<typeof connectionProfileSchema>;
export type ServiceName = 'workers' | 'api' | 'functions';

export const LOCAL_PROFILE_ID = 'local';

// Zod-free, for the first screen (multi-project.ts).
export { DEFAULT_MULTI_PROJECT_ID, multiProjectIdOf } from './multi-project';

/** At most this many projects in the multi-project view: one live query each. */
export const MAX_MULTI_PROJECTS = 20;

export function defaultLocalProfile(): ConnectionProfile {
  return connectionProfileSchema.parse({
    id: LOCAL_PROFILE_ID,
    name: 'Local (dados de demonstração)',
    kind: 'local',
    projectId: 'demo',
  });
}

/** Environment overrides, applied on top of the active profile and never written back. */
export const settingsOverridesSchema = z.object({
  workersUrl: z.string().optional(),
  apiUrl: z.string().optional(),
  functionsUrl: z.string().optional(),
  videoHost: z.string().optional(),
  projectId: z.string().optional(),
  dataDir: z.string().optional(),
});
export type SettingsOverrides = z.infer<typeof settingsOverridesSchema>;
