import { describe, expect, it } from 'vitest';
import { connectionProfileSchema, defaultLocalProfile } from '../../../shared/settings/profile';
import { texts } from '../../../shared/texts/pt-BR';
import { emptyFormValues, profileToFormValues, validateProfileForm } from './profile-form-values';

describe('the multi-project id in the profile form', () => {
  const values = (multiProjectId: string) => ({
    ...emptyFormValues(),
    name: 'Loja',
    projectId: 'loja',
    multiProjectId,
  });

  it('leaves it unset when empty (the default all) and keeps a chosen one', () => {
    const empty = validateProfileForm(values(''), 'p1');
    expect(empty.ok && empty.profile.multiProjectId).toBeUndefined();
    const chosen = validateProfileForm(values(' todos '), 'p1');
    expect(chosen.ok && chosen.profile.multiProjectId).toBe('todos');
    expect(profileToFormValues(defaultLocalProfile()).multiProjectId).toBe('');
    if (chosen.ok) expect(profileToFormValues(chosen.profile).multiProjectId).toBe('todos');
  });

  it('shows a malformed id under its field', () => {
    const result = validateProfileForm(values('a/b'), 'p1');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.fieldErrors.map((error) => error.name)).toEqual([['multiProjectId']]);
      expect(result.otherErrors).toEqual([]);
    }
  });
});

describe('the Storage emulator in the profile form', () => {
  const values = (storageEmulatorHost: string) => {
    const empty = emptyFormValues();
    return {
      ...empty,
      name: 'Emuladores',
      kind: 'firebase' as const,
      projectId: 'demo',
      firebase: { ...empty.firebase, apiKey: 'k', projectId: 'f', storageEmulatorHost },
    };
  };

  it('keeps a loopback host:port and round-trips it', () => {
    const result = validateProfileForm(values(' 127.0.0.1:9199 '), 'p1');
    expect(result.ok).toBe(true);
    if (!result.ok || result.profile.kind !== 'firebase') return;
    expect(result.profile.firebase.storageEmulatorHost).toBe('127.0.0.1:9199');
    expect(profileToFormValues(result.profile).firebase.storageEmulatorHost).toBe('127.0.0.1:9199');
  });

  it('shows another machine or a malformed value under its field, in pt-BR', () => {
    for (const bad of [
      '10.0.0.5:9199',
      'storage.example.com:443',
      'localhost',
      'http://127.0.0.1:9199',
    ]) {
      const result = validateProfileForm(values(bad), 'p1');
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.fieldErrors).toEqual([
        {
          name: ['firebase', 'storageEmulatorHost'],
          errors: [texts.firebase.storageEmulatorHostInvalid(bad)],
        },
      ]);
      expect(result.otherErrors).toEqual([]);
    }
  });

  it('leaves a profile saved before the field valid, with no emulator', () => {
    const saved = connectionProfileSchema.parse({
      id: 'antigo',
      name: 'Antigo',
      kind: 'firebase',
      projectId: 'demo',
      firebase: { apiKey: 'k', projectId: 'f', firestoreEmulatorHost: '127.0.0.1:8080' },
    });
    expect(saved.kind === 'firebase' && saved.firebase.storageEmulatorHost).toBe('');
  });
});
