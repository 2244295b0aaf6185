import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderForm, valuesOf } from '../../../test-support/render-form';

const description = [
  { type: 'textarea', format: 'html', name: 'description', title: 'Descrição' },
] as const;

describe('HtmlTextField', () => {
  it('shows stored HTML formatted and sanitized, never its markup as text', () => {
    renderForm(description, {
      values: { description: '<p>Linha <b>completa</b>.</p><img src=x onerror="alert(1)">' },
    });
    const box = screen.getByRole('textbox', { name: 'Descrição' });
    expect(box.textContent).toBe('Linha completa.');
    expect(box.querySelector('b')?.textContent).toBe('completa');
    expect(box.querySelector('img')).toBeNull();
    expect(box.getAttribute('contenteditable')).toBe('true');
  });

  it('stores what is typed as sanitized HTML', () => {
    const { store } = renderForm(description, { values: { description: '<p>Antes</p>' } });
    const box = screen.getByRole('textbox', { name: 'Descrição' });
    act(() => {
      box.innerHTML = '<p>Depois <i>agora</i></p><script>alert(1)</script>';
      fireEvent.input(box);
    });
    expect(valuesOf(store).description).toBe('<p>Depois <i>agora</i></p>');
  });
});
