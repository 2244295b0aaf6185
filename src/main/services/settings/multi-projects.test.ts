import { describe, expect, it } from 'vitest';
import { settingsProcedures } from '../../../shared/bridge/settings';
import { connectionProfileSchema } from '../../../shared/settings/profile';
import { createMemoryStore } from './key-value-store';
import { SETTINGS_KEY, createSettingsService } from './settings-service';

const other = { id: 'prod', name: 'Produção', kind: 'local', projectId: 'loja-1' } as const;

function service(store = createMemoryStore()) {
  return { store, settings: createSettingsService({ store, env: {}, log: () => {} }) };
}

describe('the multi-project view in settings', () => {
  it('remembers the chosen projects per profile, deduplicated, without the view itself', () => {
    const { store, settings } = service();
    settings.saveProfile(other);
    expect(settings.getState().multiProjectIds).toEqual([]);
    const state = settings.setMultiProjects(['demo', 'outlet', 'demo', 'all']);
    expect(state.multiProjectIds).toEqual(['demo', 'outlet']);

    // Another profile has its own (empty) choice; coming back restores the first.
    expect(settings.setActiveProfile('prod').multiProjectIds).toEqual([]);
    settings.setMultiProjects(['loja-1']);
    expect(settings.setActiveProfile('local').multiProjectIds).toEqual(['demo', 'outlet']);

    // Saved to disk: a restarted service reads it back.
    const again = createSettingsService({ store, env: {}, log: () => {} });
    expect(again.getState().multiProjectIds).toEqual(['demo', 'outlet']);
    expect(store.get<{ multiProjects: unknown }>(SETTINGS_KEY)?.multiProjects).toEqual({
      local: ['demo', 'outlet'],
      prod: ['loja-1'],
    });
  });

  it('refuses a bad project id or too many, and changes nothing', () => {
    const { store, settings } = service();
    settings.setMultiProjects(['demo']);
    const before = JSON.stringify(store.get(SETTINGS_KEY));
    expect(() => settings.setMultiProjects(['demo', 'a/b'])).toThrow('Projeto inválido');
    expect(() =>
      settings.setMultiProjects(Array.from({ length: 21 }, (_, index) => `p${index}`)),
    ).toThrow('no máximo 20');
    expect(JSON.stringify(store.get(SETTINGS_KEY))).toBe(before);
    expect(settings.getState().multiProjectIds).toEqual(['demo']);
  });

  it('takes the special id from the profile (default all) and drops a deleted profile’s choice', () => {
    const { store, settings } = service();
    settings.saveProfile({ ...other, multiProjectId: 'todos' });
    settings.setActiveProfile('prod');
    expect(settings.setMultiProjects(['todos', 'all', 'loja-1']).multiProjectIds).toEqual([
      'all',
      'loja-1',
    ]);
    settings.setActiveProfile('local');
    settings.deleteProfile('prod');
    expect(store.get<{ multiProjects: object }>(SETTINGS_KEY)?.multiProjects).toEqual({});
  });

  it('ignores a saved list that is not one, and saved ids that are not project ids', () => {
    const store = createMemoryStore();
    store.set(SETTINGS_KEY, {
      profiles: [
        connectionProfileSchema.parse({ id: 'local', name: 'L', kind: 'local', projectId: 'demo' }),
      ],
      activeProfileId: 'local',
      multiProjects: { local: ['demo', '../x', 'outlet'], gone: ['a'] },
    });
    expect(service(store).settings.getState().multiProjectIds).toEqual(['demo', 'outlet']);
    store.set(SETTINGS_KEY, { profiles: [], multiProjects: 'nope' });
    expect(service(store).settings.getState().multiProjectIds).toEqual([]);
  });

  it('validates the bridge input and the profile field', () => {
    const input = settingsProcedures['settings.setMultiProjects'].input;
    expect(input.safeParse({ projectIds: ['demo'] }).success).toBe(true);
    expect(input.safeParse({ projectIds: ['x y'] }).success).toBe(false);
    expect(input.safeParse({ projectIds: ['demo'], extra: 1 }).success).toBe(false);
    expect(input.safeParse({ projectIds: 'demo' }).success).toBe(false);
    const profile = (multiProjectId: unknown) =>
      connectionProfileSchema.safeParse({ ...other, multiProjectId });
    expect(profile('').data?.multiProjectId).toBeUndefined();
    expect(profile(' todos ').data?.multiProjectId).toBe('todos');
    expect(profile('a/b').success).toBe(false);
  });
});
