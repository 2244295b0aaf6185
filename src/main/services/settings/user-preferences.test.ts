import { describe, expect, it } from 'vitest';
import { settingsProcedures } from '../../../shared/bridge/settings';
import { MAX_PREFERENCE_USERS } from '../../../shared/settings/user-preferences';
import { createMemoryStore } from './key-value-store';
import { SETTINGS_KEY, createSettingsService } from './settings-service';

function service(store = createMemoryStore()) {
  return { store, settings: createSettingsService({ store, env: {}, log: () => {} }) };
}

describe('appearance preferences per user in settings', () => {
  it('merges each user’s choices apart and keeps them on disk', () => {
    const { store, settings } = service();
    settings.setUserPreferences('local:operator', { theme: 'dark' });
    settings.setUserPreferences('fb:ana', { theme: 'light' });
    const state = settings.setUserPreferences('local:operator', { siderCollapsed: true });
    expect(state.userPreferences).toEqual({
      'local:operator': { theme: 'dark', siderCollapsed: true },
      'fb:ana': { theme: 'light' },
    });
    const again = createSettingsService({ store, env: {}, log: () => {} });
    expect(again.getState().userPreferences?.['local:operator']).toEqual({
      theme: 'dark',
      siderCollapsed: true,
    });
  });

  it('drops a stored value that no longer validates, and forgets the oldest past the cap', () => {
    const store = createMemoryStore();
    store.set(SETTINGS_KEY, { userPreferences: { a: { theme: 'neon' }, b: { theme: 'dark' } } });
    const { settings } = service(store);
    expect(settings.getState().userPreferences).toEqual({ b: { theme: 'dark' } });
    for (let index = 0; index < MAX_PREFERENCE_USERS; index++) {
      settings.setUserPreferences(`user-${index}`, { theme: 'light' });
    }
    const kept = Object.keys(settings.getState().userPreferences ?? {});
    expect(kept).toHaveLength(MAX_PREFERENCE_USERS);
    expect(kept).not.toContain('b');
    expect(kept).toContain(`user-${MAX_PREFERENCE_USERS - 1}`);
  });

  it('the bridge refuses an unknown theme or key', () => {
    const input = settingsProcedures['settings.setUserPreferences'].input;
    expect(input.safeParse({ userKey: 'k', preferences: { theme: 'neon' } }).success).toBe(false);
    expect(input.safeParse({ userKey: 'k', preferences: { font: 'x' } }).success).toBe(false);
    expect(input.safeParse({ userKey: 'k', preferences: { theme: 'system' } }).success).toBe(true);
  });
});
