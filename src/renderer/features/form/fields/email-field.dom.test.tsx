import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { texts } from '../../../../shared/texts/pt-BR';
import { renderForm, valuesOf } from '../../../test-support/render-form';

const emailField = [{ type: 'text', name: 'email', title: 'E-mail' }] as const;

const input = () => screen.getByLabelText('E-mail') as HTMLInputElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe('EmailField', () => {
  it('keeps a half-typed address on screen, says why, and does not store it', () => {
    const { store } = renderForm(emailField, { values: { email: 'carla.mendes@exemplo.com.br' } });
    type('carla@');
    expect(input().value).toBe('carla@');
    expect(valuesOf(store).email).toBe('carla.mendes@exemplo.com.br');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(texts.labels.invalidEmail('carla@'));

    type('carla@exemplo.com.br ');
    expect(valuesOf(store).email).toBe('carla@exemplo.com.br');
    expect(input().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stores an emptied field as empty', () => {
    const { store } = renderForm(emailField, { values: { email: 'ana@exemplo.com.br' } });
    type('');
    expect(valuesOf(store).email).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
