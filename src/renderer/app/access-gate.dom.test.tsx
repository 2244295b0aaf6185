import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { connectionProfileSchema } from '../../shared/settings/profile';
import { texts } from '../../shared/texts/pt-BR';
import type { ConsoleUser, DocumentStore } from '../data/ports';
import { resetSettingsStore } from '../stores/settings-store';
import { createFakeBridge } from '../../../tests/support/fake-bridge';
import { createFakePorts } from '../test-support/fake-ports';
import { renderConsole } from '../test-support/render-console';

vi.setConfig({ testTimeout: 120_000 });

const t = texts.access.noAccess;

const firebaseProfile = connectionProfileSchema.parse({
  id: 'prod',
  name: 'Produção',
  kind: 'firebase',
  projectId: 'loja',
  firebase: { apiKey: 'k', projectId: 'loja-prod' },
});

const userWith = (claims: Record<string, unknown>): ConsoleUser => ({
  id: 'u1',
  email: 'ana@loja.com.br',
  displayName: null,
  phoneNumber: null,
  claims,
});

/** The console on a Firebase profile, signed in as `user`; every document read is counted. */
function setup(user: ConsoleUser) {
  const fake = createFakeBridge({
    profiles: [firebaseProfile],
    activeProfileId: 'prod',
    effectiveProfile: firebaseProfile,
    activeProjectId: 'loja',
  });
  const ports = createFakePorts({
    requiresSignIn: true,
    user,
    documents: { 'project/loja/product-data/1011': { ProductCode: '1011' } },
  });
  const reads: string[] = [];
  const documents = ports.ports.documents;
  const counted: DocumentStore = {
    ...documents,
    get: (path) => (reads.push(path), documents.get(path)),
    query: (path, spec) => (reads.push(path), documents.query(path, spec)),
    watchDocument: (path, ...rest) => (reads.push(path), documents.watchDocument(path, ...rest)),
    watchQuery: (path, ...rest) => (reads.push(path), documents.watchQuery(path, ...rest)),
  };
  renderConsole(fake, async () => ({ ...ports.ports, documents: counted }));
  return { ports, reads };
}

describe('an account without the staff claim', () => {
  beforeEach(() => resetSettingsStore());

  it('gets one screen naming the claim, no menu and no reads; Sair signs out', async () => {
    // An administrator claim alone does not let the rules read anything.
    const { ports, reads } = setup(userWith({ admin: true, staff: 'true' }));
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeTruthy();
    expect(screen.getByText(t.account('ana@loja.com.br'))).toBeTruthy();
    expect(screen.getByText(t.reason('staff'))).toBeTruthy();
    expect(screen.getByText(t.ask('staff'))).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Início' })).toBeNull();
    expect(reads).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: t.signOut }));
    expect(await screen.findByRole('heading', { name: texts.shell.signIn.title })).toBeTruthy();
    expect(ports.ports.identity.signOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(t.title)).toBeNull();
  });

  it('says so when signing out fails, and stays', async () => {
    const { ports } = setup(userWith({}));
    await screen.findByRole('heading', { level: 1, name: t.title });
    vi.mocked(ports.ports.identity.signOut).mockRejectedValueOnce(new Error('rede fora do ar'));
    fireEvent.click(screen.getByRole('button', { name: t.signOut }));
    expect(await screen.findByText(t.signOutFailed('rede fora do ar'))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeTruthy();
  });
});

describe('a staff account', () => {
  beforeEach(() => resetSettingsStore());

  it('gets the console', async () => {
    setup(userWith({ staff: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Início' })).toBeTruthy();
    expect(screen.queryByText(t.title)).toBeNull();
  });
});
