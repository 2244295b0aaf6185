import { z } from 'zod';
import type { SettingsState } from '../../../shared/bridge/settings';
import {
  connectionProfileSchema,
  defaultLocalProfile,
  MAX_MULTI_PROJECTS,
  multiProjectIdOf,
  projectIdSchema,
  type ConnectionProfile,
  type ConnectionProfileInput,
  type SettingsOverrides,
} from '../../../shared/settings/profile';
import { baseUrlProblem } from '../../../shared/settings/base-url';
import { texts } from '../../../shared/texts/pt-BR';
import {
  MAX_PREFERENCE_USERS,
  userPreferencesSchema,
  type UserPreferences,
} from '../../../shared/settings/user-preferences';
import type { KeyValueStore } from './key-value-store';

export type SettingsListener = (state: SettingsState) => void;

export interface SettingsService {
  getState(): SettingsState;
  /** The active profile with environment overrides applied (what the HTTP client uses). */
  effectiveProfile(): ConnectionProfile;
  saveProfile(input: ConnectionProfileInput): SettingsState;
  deleteProfile(id: string): SettingsState;
  setActiveProfile(id: string): SettingsState;
  setActiveProject(projectId: string): SettingsState;
  /** The projects the active profile's multi-project view shows (deduplicated, in order). */
  setMultiProjects(projectIds: string[]): SettingsState;
  /** Merges `preferences` into what is remembered for `userKey` (the oldest forgotten past the cap). */
  setUserPreferences(userKey: string, preferences: UserPreferences): SettingsState;
  /**
   * The embedded demo services' base URL (null: none). A local profile with no service URL
   * and no override uses it for all three services; nothing else ever does. `assetsUrl` is
   * their read-only asset origin, the video host of such a profile.
   */
  useDemoServices(url: string | null, assetsUrl?: string): SettingsState;
  onChanged(listener: SettingsListener): () => void;
}

export interface SettingsServiceOptions {
  store: KeyValueStore;
  env: Record<string, string | undefined>;
  log?: (message: string) => void;
}

/** Thrown when the caller's input is rejected; the message is user-facing pt-BR. */
export class SettingsInputError extends Error {
  constructor(
    message: string,
    readonly details: string[],
  ) {
    super(message);
    this.name = 'SettingsInputError';
  }
}

/** Everything persisted lives under one key, so one atomic write covers a whole change. */
export const SETTINGS_KEY = 'settings';

interface PersistedSettings {
  profiles: ConnectionProfile[];
  activeProfileId: string;
  /** Per profile id, the project last chosen in the project selector. */
  activeProjects: Record<string, string>;
  /** Per profile id, the projects of the multi-project view. */
  multiProjects: Record<string, string[]>;
  /** Per user key, their appearance choices (latest set last). */
  userPreferences: Record<string, UserPreferences>;
}

const persistedShape = z.object({
  profiles: z.array(z.unknown()).default([]),
  activeProfileId: z.string().default(''),
  activeProjects: z.record(z.string(), z.string()).default({}),
  multiProjects: z.record(z.string(), z.array(z.string())).default({}),
  userPreferences: z.record(z.string(), z.unknown()).default({}),
});

/** Generic zod messages in pt-BR, prefixed with the field; our own messages win over this. */
const ptBR = z.locales.ptBR().localeError;
const profileErrorMap: z.core.$ZodErrorMap = (issue) => {
  const path = issue.path ?? [];
  if (path.length === 1 && path[0] === 'firebase' && issue.code === 'invalid_type') {
    return texts.profile.firebaseConfigRequired;
  }
  const localized = ptBR(issue);
  const message = typeof localized === 'string' ? localized : localized?.message;
  if (!message) return undefined;
  return path.length ? texts.services.settings.field(path.join('.'), message) : message;
};

function issueMessages(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => issue.message))];
}

export function parseProfile(input: unknown): ConnectionProfile {
  const parsed = connectionProfileSchema.safeParse(input, { error: profileErrorMap });
  if (!parsed.success) {
    const details = issueMessages(parsed.error);
    throw new SettingsInputError(
      texts.services.settings.invalidProfile(details.join(' ')),
      details,
    );
  }
  return parsed.data;
}

/**
 * Environment overrides; empty values count as absent. URLs lose trailing slashes; a URL the
 * profile form would refuse (credentials, plain http to another machine) is ignored, logged.
 */
export function readOverrides(
  env: Record<string, string | undefined>,
  log: (message: string) => void = () => {},
): SettingsOverrides {
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw ? raw : undefined;
  };
  const url = (name: string) => {
    const raw = value(name);
    const problem = raw === undefined ? null : baseUrlProblem(raw);
    if (problem) {
      log(texts.profile.overrideIgnored(name, problem));
      return undefined;
    }
    return raw?.replace(/\/+$/, '');
  };
  const overrides: SettingsOverrides = {
    workersUrl: url('CONSOLE_WORKERS_URL'),
    apiUrl: url('CONSOLE_API_URL'),
    functionsUrl: url('CONSOLE_FUNCTIONS_URL'),
    videoHost: url('CONSOLE_VIDEO_HOST'),
    projectId: value('CONSOLE_PROJECT_ID'),
    dataDir: value('CONSOLE_DATA_DIR'),
  };
  return Object.fromEntries(
    Object.entries(overrides).filter(([, entry]) => entry !== undefined),
  ) as SettingsOverrides;
}

function applyOverrides(
  profile: ConnectionProfile,
  overrides: SettingsOverrides,
): ConnectionProfile {
  return {
    ...profile,
    workersUrl: overrides.workersUrl ?? profile.workersUrl,
    apiUrl: overrides.apiUrl ?? profile.apiUrl,
    functionsUrl: overrides.functionsUrl ?? profile.functionsUrl,
    videoHost: overrides.videoHost ?? profile.videoHost,
    projectId: overrides.projectId ?? profile.projectId,
  };
}

/** Whether a profile (overrides applied) is the unconfigured local one the demo serves. */
export function wantsDemoServices(profile: ConnectionProfile): boolean {
  return (
    profile.kind === 'local' && !profile.workersUrl && !profile.apiUrl && !profile.functionsUrl
  );
}

/**
 * Connection profiles, the active one and the active project, persisted in a KeyValueStore.
 * Every change validates first and writes once, so rejected input leaves disk and memory
 * untouched. Environment overrides are applied on read and never written back.
 */
export function createSettingsService(options: SettingsServiceOptions): SettingsService {
  const { store } = options;
  const log = options.log ?? ((message: string) => console.warn(message));
  const overrides = readOverrides(options.env, log);
  const listeners = new Set<SettingsListener>();
  let current = loadPersisted(store, log);
  // CONSOLE_PROJECT_ID wins at start; the user's next project or profile choice replaces it.
  let sessionProject = overrides.projectId;
  let demoServicesUrl: string | null = null;
  let demoAssetsUrl: string | null = null;

  function findProfile(id: string): ConnectionProfile {
    const profile = current.profiles.find((candidate) => candidate.id === id);
    if (!profile) throw new SettingsInputError(texts.profile.notFound(id), []);
    return profile;
  }

  function effectiveProfile(): ConnectionProfile {
    const profile = applyOverrides(findProfile(current.activeProfileId), overrides);
    if (!demoServicesUrl || !wantsDemoServices(profile)) return profile;
    return {
      ...profile,
      workersUrl: demoServicesUrl,
      apiUrl: demoServicesUrl,
      functionsUrl: demoServicesUrl,
      // The demo's player pages are on its asset origin: never the services' own.
      videoHost: profile.videoHost || demoAssetsUrl || '',
    };
  }

  function getState(): SettingsState {
    const effective = effectiveProfile();
    const demo = demoServicesUrl !== null && effective.workersUrl === demoServicesUrl;
    return structuredClone({
      demoServices: demo,
      ...(demo && demoAssetsUrl ? { demoAssetsUrl } : {}),
      profiles: current.profiles,
      activeProfileId: current.activeProfileId,
      effectiveProfile: effective,
      activeProjectId:
        sessionProject ?? current.activeProjects[current.activeProfileId] ?? effective.projectId,
      overrides,
      multiProjectIds: current.multiProjects[current.activeProfileId] ?? [],
      userPreferences: current.userPreferences,
    });
  }

  function commit(next: PersistedSettings): SettingsState {
    store.set(SETTINGS_KEY, next);
    current = next;
    return notify();
  }

  function notify(): SettingsState {
    const state = getState();
    for (const listener of [...listeners]) {
      try {
        listener(structuredClone(state));
      } catch (error) {
        log(`settings listener failed: ${String(error)}`);
      }
    }
    return state;
  }

  return {
    getState,
    effectiveProfile,

    useDemoServices(url, assetsUrl) {
      demoServicesUrl = url;
      demoAssetsUrl = url === null ? null : (assetsUrl ?? null);
      return notify();
    },

    saveProfile(input) {
      const profile = parseProfile(input);
      const previous = current.profiles.find((candidate) => candidate.id === profile.id);
      const profiles = previous
        ? current.profiles.map((candidate) => (candidate.id === profile.id ? profile : candidate))
        : [...current.profiles, profile];
      const activeProjects = { ...current.activeProjects };
      // A new project id on the profile makes the remembered selection stale.
      if (previous && previous.projectId !== profile.projectId) delete activeProjects[profile.id];
      return commit({ ...current, profiles, activeProjects });
    },

    deleteProfile(id) {
      findProfile(id);
      if (current.profiles.length <= 1) {
        throw new SettingsInputError(texts.profile.cannotDeleteLast, []);
      }
      if (id === current.activeProfileId) {
        throw new SettingsInputError(texts.profile.cannotDeleteActive, []);
      }
      const activeProjects = { ...current.activeProjects };
      delete activeProjects[id];
      const multiProjects = { ...current.multiProjects };
      delete multiProjects[id];
      return commit({
        ...current,
        profiles: current.profiles.filter((profile) => profile.id !== id),
        activeProjects,
        multiProjects,
      });
    },

    setActiveProfile(id) {
      findProfile(id);
      sessionProject = undefined;
      return commit({ ...current, activeProfileId: id });
    },

    setActiveProject(projectId) {
      const parsed = projectIdSchema.safeParse(projectId, { error: profileErrorMap });
      if (!parsed.success) {
        const details = issueMessages(parsed.error);
        throw new SettingsInputError(
          texts.services.settings.invalidProjectId(details.join(' ')),
          details,
        );
      }
      sessionProject = undefined;
      return commit({
        ...current,
        activeProjects: { ...current.activeProjects, [current.activeProfileId]: parsed.data },
      });
    },

    setMultiProjects(projectIds) {
      const special = multiProjectIdOf(effectiveProfile());
      const chosen: string[] = [];
      for (const projectId of projectIds) {
        const parsed = projectIdSchema.safeParse(projectId, { error: profileErrorMap });
        if (!parsed.success) {
          const details = issueMessages(parsed.error);
          throw new SettingsInputError(
            texts.services.settings.invalidProjectId(details.join(' ')),
            details,
          );
        }
        // The view cannot contain itself.
        if (parsed.data !== special && !chosen.includes(parsed.data)) chosen.push(parsed.data);
      }
      if (chosen.length > MAX_MULTI_PROJECTS) {
        throw new SettingsInputError(texts.events.multiProject.tooMany(MAX_MULTI_PROJECTS), []);
      }
      return commit({
        ...current,
        multiProjects: { ...current.multiProjects, [current.activeProfileId]: chosen },
      });
    },

    setUserPreferences(userKey, preferences) {
      const parsed = userPreferencesSchema.parse(preferences);
      const { [userKey]: previous, ...others } = current.userPreferences;
      // Re-inserted last, so the cap forgets whoever chose least recently.
      const kept = Object.entries(others).slice(-(MAX_PREFERENCE_USERS - 1));
      return commit({
        ...current,
        userPreferences: Object.fromEntries([...kept, [userKey, { ...previous, ...parsed }]]),
      });
    },

    onChanged(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * Reads what was saved, keeping every profile that still validates. The first run (or a
 * store with no usable profile) seeds the default local profile and saves it.
 */
function loadPersisted(store: KeyValueStore, log: (message: string) => void): PersistedSettings {
  const shape = persistedShape.safeParse(store.get(SETTINGS_KEY) ?? {});
  const raw = shape.success ? shape.data : persistedShape.parse({});
  const profiles: ConnectionProfile[] = [];
  for (const candidate of raw.profiles) {
    const parsed = connectionProfileSchema.safeParse(candidate);
    if (parsed.success && !profiles.some((profile) => profile.id === parsed.data.id)) {
      profiles.push(parsed.data);
    } else if (!parsed.success) {
      log(`settings: ignoring an invalid saved profile: ${parsed.error.message}`);
    }
  }
  const seeded = profiles.length === 0;
  if (seeded) profiles.push(defaultLocalProfile());
  const activeProfileId = profiles.some((profile) => profile.id === raw.activeProfileId)
    ? raw.activeProfileId
    : profiles[0].id;
  const next: PersistedSettings = {
    profiles,
    activeProfileId,
    activeProjects: Object.fromEntries(
      Object.entries(raw.activeProjects).filter(([id]) => profiles.some((p) => p.id === id)),
    ),
    multiProjects: Object.fromEntries(
      Object.entries(raw.multiProjects)
        .filter(([id]) => profiles.some((p) => p.id === id))
        .map(([id, list]) => [
          id,
          list.filter((project) => projectIdSchema.safeParse(project).success),
        ]),
    ),
    userPreferences: Object.fromEntries(
      Object.entries(raw.userPreferences).flatMap(([key, value]) => {
        const parsed = userPreferencesSchema.safeParse(value);
        return parsed.success ? [[key, parsed.data]] : [];
      }),
    ),
  };
  if (seeded || activeProfileId !== raw.activeProfileId) store.set(SETTINGS_KEY, next);
  return next;
}
