import { describe, expect, it } from 'vitest';
import { connectionProfileSchema, defaultLocalProfile } from '../../../../shared/settings/profile';
import {
  emptyFormValues,
  profileToFormValues,
  validateProfileForm,
} from '../../settings/profile-form-values';

describe('privileged claim setting', () => {
  it('defaults to admin, also for profiles saved before the setting existed', () => {
    expect(defaultLocalProfile().privilegedClaim).toBe('admin');
    const old = connectionProfileSchema.parse({
      id: 'antigo',
      name: 'Antigo',
      kind: 'local',
      projectId: 'demo',
    });
    expect(old.privilegedClaim).toBe('admin');
    expect(emptyFormValues().privilegedClaim).toBe('admin');
  });

  it('round-trips a custom claim through the settings form', () => {
    const values = { ...profileToFormValues(defaultLocalProfile()), privilegedClaim: ' gerente ' };
    const result = validateProfileForm(values, 'local');
    expect(result.ok && result.profile.privilegedClaim).toBe('gerente');
  });

  it('refuses an empty claim under its own field, in pt-BR', () => {
    const values = { ...profileToFormValues(defaultLocalProfile()), privilegedClaim: '   ' };
    const result = validateProfileForm(values, 'local');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.fieldErrors).toContainEqual({
        name: ['privilegedClaim'],
        errors: ['Informe a claim de quem vê as informações do produto.'],
      });
      expect(result.otherErrors).toEqual([]);
    }
  });
});
