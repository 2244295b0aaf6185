import { describe, expect, it } from 'vitest';
import { defaultLocalProfile } from '../../../shared/settings/profile';
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
