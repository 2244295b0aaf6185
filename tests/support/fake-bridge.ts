import { vi } from 'vitest';
import { BridgeError } from '../../shared/bridge/client';
import type { BridgeContract } from '../../shared/bridge/contract';
import type { EventName, EventPayload, ProcedureName } from '../../shared/bridge/define';
import type { SettingsState } from '../../shared/bridge/settings';
import {
  connectionProfileSchema,
  defaultLocalProfile,
  type ConnectionProfile,
} from '../../shared/settings/profile';
import type { AppBridge } from '../bridge/bridge';

type Handler = (input: unknown) => unknown;

/**
 * An in-memory stand-in for the main process: settings procedures keep a real state and
 * emit settings.changed like the settings service does. Any procedure can be scripted.
 */
export function createFakeBridge(initial?: Partial<SettingsState>) {
  const local = defaultLocalProfile();
  let state: SettingsState = {
    profiles: [local],
    activeProfileId: local.id,
    effectiveProfile: local,
    activeProjectId: local.projectId,
    overrides: {},
    ...initial,
  };
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const emit = <N extends EventName<BridgeContract>>(
    name: N,
    payload: EventPayload<BridgeContract, N>,
  ) => {
    for (const listener of listeners.get(name) ?? []) listener(payload);
  };
  const commit = (next: SettingsState) => {
    state = next;
    emit('settings.changed', structuredClone(state));
    return structuredClone(state);
  };
  const effective = (profiles: ConnectionProfile[], id: string) =>
    profiles.find((profile) => profile.id === id)!;

  const handlers: Partial<Record<ProcedureName<BridgeContract>, Handler>> = {
    'settings.getState': () => structuredClone(state),
    'settings.saveProfile': (input) => {
      const profile = connectionProfileSchema.parse(input);
      const exists = state.profiles.some((candidate) => candidate.id === profile.id);
      const profiles = exists
        ? state.profiles.map((candidate) => (candidate.id === profile.id ? profile : candidate))
        : [...state.profiles, profile];
      return commit({
        ...state,
        profiles,
        effectiveProfile: effective(profiles, state.activeProfileId),
      });
    },
    'settings.deleteProfile': (input) => {
      const { id } = input as { id: string };
      const profiles = state.profiles.filter((profile) => profile.id !== id);
      return commit({ ...state, profiles });
    },
    'settings.setActiveProfile': (input) => {
      const { id } = input as { id: string };
      const profile = effective(state.profiles, id);
      return commit({
        ...state,
        activeProfileId: id,
        effectiveProfile: profile,
        activeProjectId: profile.projectId,
      });
    },
    'settings.setActiveProject': (input) => {
      const { projectId } = input as { projectId: string };
      return commit({ ...state, activeProjectId: projectId });
    },
    'app.getSeedData': () => ({ documents: [] }),
    // The main process with no sync run yet, so screens that mirror it start quietly.
    'sync.getState': () => ({ run: null, send: null, lastError: null }),
    'sync.history': () => [],
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
      return state;
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
