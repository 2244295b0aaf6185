import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { connectionProfileSchema } from '../../../shared/settings/profile';
import { texts } from '../../../shared/texts/pt-BR';
import { resetSettingsStore } from '../../stores/settings-store';
import { createFakeBridge } from '../../../../tests/support/fake-bridge';
import { createFakePorts } from '../../test-support/fake-ports';
import { renderConsole } from '../../test-support/render-console';

vi.setConfig({ testTimeout: 120_000 });

const t = texts.shell.signIn;

const firebaseProfile = connectionProfileSchema.parse({
  id: 'prod',
  name: 'Produção',
  kind: 'firebase',
  projectId: 'loja',
  firebase: { apiKey: 'k', projectId: 'loja-prod' },
});

function setup() {
  const fake = createFakeBridge({
    profiles: [firebaseProfile],
    activeProfileId: 'prod',
    effectiveProfile: firebaseProfile,
    activeProjectId: 'loja',
  });
  const ports = createFakePorts({
    requiresSignIn: true,
    user: null,
    documents: { 'project/loja/product-data/1011': { ProductCode: '1011' } },
  });
  renderConsole(fake, async () => ports.ports);
  return ports;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('sign-in for Firebase profiles', () => {
  beforeEach(() => resetSettingsStore());

  it('asks for e-mail and password before showing the screens', async () => {
    const ports = setup();
    expect(await screen.findByRole('heading', { name: t.title })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Início' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.emailRequired)).toBeTruthy();
    expect(screen.getByText(t.passwordRequired)).toBeTruthy();
    expect(ports.ports.identity.signIn).not.toHaveBeenCalled();
  });

  it('shows a failed sign-in in pt-BR and keeps the e-mail', async () => {
    const ports = setup();
    await screen.findByRole('heading', { name: t.title });
    type(t.email, 'ana@exemplo.com');
    type(t.password, 'errada');
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.failed('E-mail ou senha incorretos.'))).toBeTruthy();
    expect((screen.getByLabelText(t.email) as HTMLInputElement).value).toBe('ana@exemplo.com');
    expect(ports.ports.identity.signIn).toHaveBeenCalledWith('ana@exemplo.com', 'errada');
  });

  it('shows the app once signed in, with the user and Sair in the header', async () => {
    setup();
    await screen.findByRole('heading', { name: t.title });
    type(t.email, 'ana@exemplo.com');
    type(t.password, 'segredo');
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Início' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: '1011' })).toBeTruthy();
    expect(screen.getByText(texts.shell.header.signedInAs('ana@exemplo.com'))).toBeTruthy();
    expect(screen.getByText(texts.shell.header.profile('Produção'))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: texts.shell.header.signOut }));
    expect(await screen.findByRole('heading', { name: t.title })).toBeTruthy();
  });
});
