import { vi } from 'vitest';
import { BridgeError } from '../../src/shared/bridge/client';
import type { BridgeContract } from '../../src/shared/bridge/contract';
import type { EventName, EventPayload, ProcedureName } from '../../src/shared/bridge/define';
import type { SettingsState } from '../../src/shared/bridge/settings';
import type { AppBridge } from '../../src/renderer/bridge/bridge';
import type { ConnectionProfileInput } from '../../src/shared/settings/profile';
import type { UserPreferences } from '../../src/shared/settings/user-preferences';
import { createMemoryStore } from '../../src/main/services/settings/key-value-store';
import { createSettingsService } from '../../src/main/services/settings/settings-service';

type Handler = (input: unknown) => unknown;

/** Settings as a test starts them: the fields of SettingsState it cares about. */
export type InitialSettings = Partial<
  Pick<
    SettingsState,
    'profiles' | 'activeProfileId' | 'effectiveProfile' | 'activeProjectId' | 'overrides'
  >
>;

const OVERRIDE_VARIABLES = {
  workersUrl: 'CONSOLE_WORKERS_URL',
  apiUrl: 'CONSOLE_API_URL',
  functionsUrl: 'CONSOLE_FUNCTIONS_URL',
  projectId: 'CONSOLE_PROJECT_ID',
  dataDir: 'CONSOLE_DATA_DIR',
} as const;

/**
 * The main process as the renderer sees it, for component tests: the real settings service
 * (in memory) answers the settings procedures and emits settings.changed; every other
 * procedure can be scripted. The initial settings are reached through the service itself.
 */
export function createFakeBridge(initial: InitialSettings = {}) {
  const env = Object.fromEntries(
    Object.entries(initial.overrides ?? {}).map(([key, value]) => [
      OVERRIDE_VARIABLES[key as keyof typeof OVERRIDE_VARIABLES],
      value,
    ]),
  );
  const settings = createSettingsService({ store: createMemoryStore(), env, log: () => {} });
  const wanted = [
    ...(initial.profiles ?? []),
    ...(initial.effectiveProfile ? [initial.effectiveProfile] : []),
  ];
  for (const profile of wanted) settings.saveProfile(profile);
  const active = initial.activeProfileId ?? initial.effectiveProfile?.id;
  if (active) settings.setActiveProfile(active);
  if (initial.activeProjectId) settings.setActiveProject(initial.activeProjectId);

  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const emit = <N extends EventName<BridgeContract>>(
    name: N,
    payload: EventPayload<BridgeContract, N>,
  ) => {
    for (const listener of listeners.get(name) ?? []) listener(payload);
  };
  settings.onChanged((state) => emit('settings.changed', state));

  const handlers: Partial<Record<ProcedureName<BridgeContract>, Handler>> = {
    'settings.getState': () => settings.getState(),
    'settings.saveProfile': (input) => settings.saveProfile(input as ConnectionProfileInput),
    'settings.deleteProfile': (input) => settings.deleteProfile((input as { id: string }).id),
    'settings.setActiveProfile': (input) => settings.setActiveProfile((input as { id: string }).id),
    'settings.setActiveProject': (input) =>
      settings.setActiveProject((input as { projectId: string }).projectId),
    'settings.setMultiProjects': (input) =>
      settings.setMultiProjects((input as { projectIds: string[] }).projectIds),
    'settings.setUserPreferences': (input) => {
      const { userKey, preferences } = input as { userKey: string; preferences: UserPreferences };
      return settings.setUserPreferences(userKey, preferences);
    },
    'app.getSeedData': () => ({ documents: [] }),
    // The main process with no sync run yet, so screens that mirror it start quietly.
    'sync.getState': () => ({ run: null, send: null, lastError: null }),
    'sync.history': () => [],
    'session.setIdToken': () => true,
    // An installed copy's updates: off, as in a development start.
    'updates.getState': () => ({ status: 'off' }),
  };

  const invoke = vi.fn(async (name: string, input: unknown) => {
    const handler = handlers[name as ProcedureName<BridgeContract>];
    if (!handler) throw new BridgeError('unknown_procedure', `Operação desconhecida: ${name}.`);
    return handler(input);
  });

  const bridge: AppBridge = {
    invoke: invoke as unknown as AppBridge['invoke'],
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      set.add(listener as (payload: unknown) => void);
      return () => set.delete(listener as (payload: unknown) => void);
    },
  };

  return {
    bridge,
    invoke,
    emit,
    get state() {
      return settings.getState();
    },
    /** Replaces one procedure, e.g. to make it reject with a BridgeError. */
    script(name: ProcedureName<BridgeContract>, handler: Handler) {
      handlers[name] = handler;
    },
    /** Calls of one procedure, by their inputs. */
    callsOf(name: ProcedureName<BridgeContract>) {
      return invoke.mock.calls.filter(([called]) => called === name).map(([, input]) => input);
    },
  };
}

export type FakeBridge = ReturnType<typeof createFakeBridge>;
