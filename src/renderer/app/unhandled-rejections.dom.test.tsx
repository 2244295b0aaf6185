import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { render } from '../test-support/render';
import { texts } from '../../shared/texts/pt-BR';
import { AppProviders } from './app-providers';
import { createFakeBridge } from '../../../tests/support/fake-bridge';

function reject(reason: unknown) {
  const event = new Event('unhandledrejection') as Event & { reason: unknown };
  event.reason = reason;
  window.dispatchEvent(event);
}

describe('unhandled rejections', () => {
  it('become an antd notification with the message', async () => {
    const { unmount } = render(
      <AppProviders bridge={createFakeBridge().bridge} motion={false}>
        <p>app</p>
      </AppProviders>,
    );
    act(() => reject(new Error('Falha ao gravar o documento')));
    expect(await screen.findByText('Falha ao gravar o documento')).toBeTruthy();
    expect(screen.getByText(texts.shell.errors.unexpected)).toBeTruthy();
    act(() => reject({ odd: true }));
    expect(await screen.findByText(texts.shell.errors.unknown)).toBeTruthy();
    unmount();
    // Once the app is gone nothing listens any more.
    act(() => reject(new Error('depois')));
    expect(screen.queryByText('depois')).toBeNull();
  });
});
