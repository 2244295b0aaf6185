import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createJsonFileStore } from './json-file-store';
import { createMemoryStore } from './key-value-store';
import { SETTINGS_KEY, createSettingsService } from './settings-service';
import { tempFolder } from '../../../../tests/support/temp-folder';

const production = {
  id: 'prod',
  name: 'Produção',
  kind: 'local',
  projectId: 'loja-1',
  workersUrl: 'https://workers.example.com/',
} as const;

const firebase = {
  id: 'fb',
  name: 'Firebase',
  kind: 'firebase',
  projectId: 'loja-fb',
  firebase: { apiKey: 'key', projectId: 'loja-fb' },
} as const;

function service(env: Record<string, string | undefined> = {}, store = createMemoryStore()) {
  return { store, settings: createSettingsService({ store, env, log: () => {} }) };
}

describe('settings service', () => {
  it('seeds the default local profile on first run and saves it', () => {
    const { store, settings } = service();
    const state = settings.getState();
    expect(state.profiles).toHaveLength(1);
    expect(state.activeProfileId).toBe('local');
    expect(state.effectiveProfile).toMatchObject({ kind: 'local', projectId: 'demo' });
    expect(state.activeProjectId).toBe('demo');
    expect(state.overrides).toEqual({});
    expect(store.get<{ profiles: unknown[] }>(SETTINGS_KEY)?.profiles).toHaveLength(1);
  });

  it('saves, activates and deletes profiles, notifying listeners', () => {
    const { settings } = service();
    const listener = vi.fn();
    const unsubscribe = settings.onChanged(listener);

    const saved = settings.saveProfile(production);
    expect(saved.profiles.map((p) => p.id)).toEqual(['local', 'prod']);
    expect(saved.profiles[1].workersUrl).toBe('https://workers.example.com');
    expect(saved.activeProfileId).toBe('local');

    const active = settings.setActiveProfile('prod');
    expect(active.effectiveProfile.id).toBe('prod');
    expect(active.activeProjectId).toBe('loja-1');

    settings.saveProfile({ ...production, name: 'Produção 2' });
    expect(settings.getState().profiles).toHaveLength(2);
    expect(settings.getState().effectiveProfile.name).toBe('Produção 2');

    const afterDelete = settings.deleteProfile('local');
    expect(afterDelete.profiles.map((p) => p.id)).toEqual(['prod']);
    expect(listener).toHaveBeenCalledTimes(4);
    expect(listener.mock.lastCall?.[0]).toEqual(afterDelete);

    unsubscribe();
    settings.saveProfile(firebase);
    expect(listener).toHaveBeenCalledTimes(4);
    expect(settings.getState().profiles[1]).toMatchObject({ kind: 'firebase' });
  });

  it('remembers the active project per profile', () => {
    const { settings } = service();
    settings.saveProfile(production);
    expect(settings.setActiveProject('outra-loja').activeProjectId).toBe('outra-loja');
    expect(settings.setActiveProfile('prod').activeProjectId).toBe('loja-1');
    expect(settings.setActiveProfile('local').activeProjectId).toBe('outra-loja');
  });

  it('forgets a remembered project when the profile gets a new project id', () => {
    const { settings } = service();
    settings.setActiveProject('outra-loja');
    const state = settings.saveProfile({ ...settings.getState().profiles[0], projectId: 'novo' });
    expect(state.activeProjectId).toBe('novo');
  });

  it.each([
    ['a bad URL', { ...production, apiUrl: 'ftp://nope' }, 'Informe uma URL http(s) válida'],
    ['a missing project id', { ...production, projectId: '' }, 'Informe o id do projeto.'],
    ['a missing name', { ...production, name: ' ' }, 'Informe um nome para o perfil.'],
    [
      'a firebase profile without config',
      { ...firebase, firebase: undefined },
      'configuração web do Firebase',
    ],
    ['a wrong type', { ...production, workersUrl: 42 }, 'workersUrl: Entrada inválida'],
  ])('rejects %s with a pt-BR message and changes nothing', (_label, input, message) => {
    const { store, settings } = service();
    settings.saveProfile(production);
    const before = structuredClone(store.get(SETTINGS_KEY));
    const stateBefore = settings.getState();
    const listener = vi.fn();
    settings.onChanged(listener);
    expect(() => settings.saveProfile(input as never)).toThrow(message);
    expect(() => settings.saveProfile(input as never)).toThrow(/^Perfil de conexão inválido: /);
    expect(store.get(SETTINGS_KEY)).toEqual(before);
    expect(settings.getState()).toEqual(stateBefore);
    expect(listener).not.toHaveBeenCalled();
  });

  it('refuses unknown ids, deleting the active or the last profile, and bad project ids', () => {
    const { store, settings } = service();
    const before = structuredClone(store.get(SETTINGS_KEY));
    expect(() => settings.setActiveProfile('nope')).toThrow('Perfil não encontrado: nope.');
    expect(() => settings.deleteProfile('nope')).toThrow('Perfil não encontrado: nope.');
    expect(() => settings.deleteProfile('local')).toThrow('É preciso manter ao menos um perfil.');
    settings.saveProfile(production);
    const withTwo = structuredClone(store.get(SETTINGS_KEY));
    expect(() => settings.deleteProfile('local')).toThrow('Não é possível apagar o perfil ativo');
    expect(() => settings.setActiveProject('a/b')).toThrow('só pode ter letras');
    expect(store.get(SETTINGS_KEY)).toEqual(withTwo);
    expect(before).not.toEqual(withTwo);
  });

  it('the unconfigured local profile uses the demo services; a configured one never does', () => {
    const { settings } = service();
    const changes: boolean[] = [];
    settings.onChanged((state) => changes.push(state.demoServices));
    expect(settings.getState().demoServices).toBe(false);
    settings.useDemoServices('http://127.0.0.1:40123');
    expect(changes).toEqual([true]);
    expect(settings.effectiveProfile()).toMatchObject({
      workersUrl: 'http://127.0.0.1:40123',
      apiUrl: 'http://127.0.0.1:40123',
      functionsUrl: 'http://127.0.0.1:40123',
    });
    // Stored profiles stay as the user left them.
    expect(settings.getState().profiles[0].workersUrl).toBe('');

    // One configured URL: the profile is the user's, and no demo answers for it.
    settings.saveProfile({ ...settings.getState().profiles[0], apiUrl: 'https://api.loja.com.br' });
    expect(settings.getState().demoServices).toBe(false);
    expect(settings.effectiveProfile()).toMatchObject({ workersUrl: '', functionsUrl: '' });

    // An override counts as configured too.
    const withOverride = service({ CONSOLE_WORKERS_URL: 'http://127.0.0.1:5858' }).settings;
    withOverride.useDemoServices('http://127.0.0.1:40123');
    expect(withOverride.getState().demoServices).toBe(false);
    expect(withOverride.effectiveProfile().apiUrl).toBe('');
  });

  it('ignores, with a logged pt-BR reason, an override URL the profile form would refuse', () => {
    const log = vi.fn();
    const settings = createSettingsService({
      store: createMemoryStore(),
      env: {
        CONSOLE_WORKERS_URL: 'http://workers.exemplo.com.br',
        CONSOLE_API_URL: 'https://u:p@api.exemplo.com.br',
        CONSOLE_FUNCTIONS_URL: 'https://functions.exemplo.com.br/',
      },
      log,
    });
    expect(settings.getState().overrides).toEqual({
      functionsUrl: 'https://functions.exemplo.com.br',
    });
    expect(log).toHaveBeenCalledWith(
      'CONSOLE_WORKERS_URL ignorada: Use https: http só é aceito para este computador (127.0.0.1 ou localhost).',
    );
    expect(log).toHaveBeenCalledWith(
      'CONSOLE_API_URL ignorada: A URL não pode conter usuário e senha (usuario:senha@).',
    );
  });

  it('applies environment overrides on read and never writes them back', () => {
    const env = {
      CONSOLE_WORKERS_URL: 'http://127.0.0.1:5858/',
      CONSOLE_API_URL: 'http://127.0.0.1:5859',
      CONSOLE_FUNCTIONS_URL: '',
      CONSOLE_PROJECT_ID: 'env-project',
      CONSOLE_DATA_DIR: '/tmp/console-data',
    };
    const { store, settings } = service(env);
    const state = settings.getState();
    expect(state.overrides).toEqual({
      workersUrl: 'http://127.0.0.1:5858',
      apiUrl: 'http://127.0.0.1:5859',
      projectId: 'env-project',
      dataDir: '/tmp/console-data',
    });
    expect(state.effectiveProfile).toMatchObject({
      workersUrl: 'http://127.0.0.1:5858',
      apiUrl: 'http://127.0.0.1:5859',
      functionsUrl: '',
      projectId: 'env-project',
    });
    expect(state.activeProjectId).toBe('env-project');
    expect(state.profiles[0]).toMatchObject({ workersUrl: '', projectId: 'demo' });
    settings.saveProfile(production);
    expect(JSON.stringify(store.get(SETTINGS_KEY))).not.toContain('5858');
    expect(JSON.stringify(store.get(SETTINGS_KEY))).not.toContain('env-project');
    // The user's own project choice replaces the start-up override.
    expect(settings.setActiveProject('escolhido').activeProjectId).toBe('escolhido');
  });

  it('persists across instances through the JSON file store', () => {
    const dir = tempFolder('settings-');
    const file = join(dir, 'settings.json');
    const first = createSettingsService({ store: createJsonFileStore(file), env: {} });
    first.saveProfile(production);
    first.setActiveProfile('prod');
    first.setActiveProject('loja-2');
    const second = createSettingsService({ store: createJsonFileStore(file), env: {} });
    expect(second.getState()).toEqual(first.getState());
    expect(second.getState().activeProjectId).toBe('loja-2');
    expect(JSON.parse(readFileSync(file, 'utf8')).settings.activeProfileId).toBe('prod');
  });

  it('recovers from a corrupt settings file with the default profile', () => {
    const dir = tempFolder('settings-');
    const file = join(dir, 'settings.json');
    writeFileSync(file, 'not json');
    const settings = createSettingsService({
      store: createJsonFileStore(file, { log: () => {} }),
      env: {},
    });
    expect(settings.getState().activeProfileId).toBe('local');
    expect(readFileSync(`${file}.corrupt`, 'utf8')).toBe('not json');
  });

  it('drops invalid saved profiles and repairs a dangling active id', () => {
    const store = createMemoryStore({
      settings: {
        profiles: [{ id: 'bad', kind: 'local' }, { ...production }],
        activeProfileId: 'gone',
        activeProjects: { gone: 'x', prod: 'loja-9' },
      },
    });
    const { settings } = service({}, store);
    const state = settings.getState();
    expect(state.profiles.map((p) => p.id)).toEqual(['prod']);
    expect(state.activeProfileId).toBe('prod');
    expect(state.activeProjectId).toBe('loja-9');
  });

  it('returns copies: mutating a state does not change the service', () => {
    const { settings } = service();
    settings.getState().profiles[0].name = 'mexido';
    expect(settings.getState().profiles[0].name).not.toBe('mexido');
  });
});
