import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '../../test-support/render';
import { texts } from '../../../shared/texts/pt-BR';
import { JsonEditor } from './json-editor';

// The first fetch of the editor chunk fails (offline, a stale build); the retry succeeds.
const chunk = vi.hoisted(() => ({ attempts: 0 }));

vi.mock('./monaco-json-editor', async () => {
  chunk.attempts += 1;
  if (chunk.attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
  const { createElement } = await import('react');
  return {
    default: (props: { ariaLabel: string; value: string }) =>
      createElement('textarea', {
        'aria-label': props.ariaLabel,
        value: props.value,
        readOnly: true,
      }),
  };
});

const t = texts.editors.jsonEditor;

describe('JsonEditor when its chunk fails to load', () => {
  it('shows the pt-BR error with a retry, logs the cause, and loads on retry', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<JsonEditor value='{"a": 1}' onChange={() => {}} ariaLabel="Documento" height={300} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t.loadFailed);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(
      errors.mock.calls.some(
        (call) => call[0] === 'JSON editor failed to load' && call[1] instanceof Error,
      ),
    ).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    const editor = (await screen.findByRole('textbox', {
      name: 'Documento',
    })) as HTMLTextAreaElement;
    expect(editor.value).toBe('{"a": 1}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(chunk.attempts).toBe(2);
    errors.mockRestore();
  });
});
