import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { texts } from '../../../shared/texts/pt-BR';
import { resetSettingsStore } from '../../stores/settings-store';
import { createFakeBridge } from '../../../../tests/support/fake-bridge';
import { createFakePorts } from '../../test-support/fake-ports';
import { renderScreen } from '../../test-support/render-screen';

vi.setConfig({ testTimeout: 120_000 });

const t = texts.shell.screens.product;

describe('Produto lookup', () => {
  beforeEach(() => resetSettingsStore());

  it('opens /console/product/:code for the typed code and asks for one when blank', async () => {
    const view = renderScreen(
      createFakeBridge(),
      async () => createFakePorts().ports,
      '/console/product',
    );
    const input = await screen.findByLabelText(t.codeLabel);
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: t.open }));
    expect(view.currentPath()).toBe('/console/product');
    expect(screen.getByText(texts.product.prompts.noCode)).toBeTruthy();
    expect(screen.queryByText('Esta tela chega em uma próxima versão.')).toBeNull();
    fireEvent.change(input, { target: { value: ' 1011 ' } });
    fireEvent.click(screen.getByRole('button', { name: t.open }));
    expect(await screen.findByRole('heading', { name: t.codeTitle('1011') })).toBeTruthy();
    expect(view.currentPath()).toBe('/console/product/1011');
  });
});
