import { describe, expect, it } from 'vitest';
import { isEmailField, isValidEmail } from './email-check';

describe('e-mail fields', () => {
  it('are the text fields that hold one address', () => {
    expect(isEmailField({ name: 'email', type: 'text' })).toBe(true);
    expect(isEmailField({ name: 'fromEmail', type: 'text' })).toBe(true);
    expect(isEmailField({ name: 'x', mapTo: 'sender.email', type: 'text' })).toBe(true);
    expect(isEmailField({ name: 'emails', type: 'text' })).toBe(false);
    expect(isEmailField({ name: 'adminEmails', type: 'text' })).toBe(false);
    expect(isEmailField({ name: 'emailTemplateId', type: 'text' })).toBe(false);
    expect(isEmailField({ name: 'email', type: 'textarea' })).toBe(false);
  });

  it('accept a well-formed address and refuse a half-typed one', () => {
    expect(isValidEmail('carla.mendes@exemplo.com.br')).toBe(true);
    expect(isValidEmail('carla@')).toBe(false);
    expect(isValidEmail('carla')).toBe(false);
    expect(isValidEmail('carla@exemplo')).toBe(false);
    expect(isValidEmail('carla @exemplo.com')).toBe(false);
  });
});
