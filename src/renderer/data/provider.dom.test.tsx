import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { render } from '../test-support/render';
import { connectionProfileSchema, defaultLocalProfile } from '../../shared/settings/profile';
import type { ConnectionProfile } from '../../shared/settings/profile';
import { createFakePorts, type FakePorts } from '../test-support/fake-ports';
import {
  DataProvider,
  useActiveProject,
  useCurrentUser,
  useDataSession,
  type CreatePorts,
} from './provider';

const local = defaultLocalProfile();
const other = connectionProfileSchema.parse({
  id: 'outlet',
  name: 'Outlet',
  kind: 'local',
  projectId: 'outlet',
});

function Probe() {
  const session = useDataSession();
  const project = useActiveProject();
  const user = useCurrentUser();
  return (
    <p>
      {session.status === 'error' ? (
        <>
          erro: {session.error.message}
          <button onClick={session.retry}>retry</button>
        </>
      ) : (
        session.status
      )}{' '}
      projeto: {project} usuário: {user?.id ?? 'nenhum'}
    </p>
  );
}

function renderProvider(profile: ConnectionProfile, createPorts: CreatePorts, projectId = 'demo') {
  const loadSeed = vi.fn(async () => ({ documents: [] }));
  const view = render(
    <DataProvider
      profile={profile}
      activeProjectId={projectId}
      loadSeed={loadSeed}
      createPorts={createPorts}
    >
      <Probe />
    </DataProvider>,
  );
  const rerender = (next: ConnectionProfile, nextProject = projectId) =>
    view.rerender(
      <DataProvider
        profile={next}
        activeProjectId={nextProject}
        loadSeed={loadSeed}
        createPorts={createPorts}
      >
        <Probe />
      </DataProvider>,
    );
  return { ...view, rerender, loadSeed };
}

describe('DataProvider', () => {
  it('creates ports for the profile, hands them the seed loader and exposes the project', async () => {
    const fake = createFakePorts();
    const create = vi.fn<CreatePorts>(async (_profile, deps) => {
      await deps.loadSeed();
      return fake.ports;
    });
    const { loadSeed } = renderProvider(local, create);
    expect(screen.getByText(/loading/)).toBeTruthy();
    expect(await screen.findByText(/ready projeto: demo usuário: local-operator/)).toBeTruthy();
    expect(create).toHaveBeenCalledWith(local, expect.anything());
    expect(loadSeed).toHaveBeenCalledTimes(1);
  });

  it('disposes the old ports when the profile changes, and the last ones on unmount', async () => {
    const made: FakePorts[] = [];
    const create = vi.fn<CreatePorts>(async () => {
      const fake = createFakePorts();
      made.push(fake);
      return fake.ports;
    });
    const { rerender, unmount } = renderProvider(local, create);
    await screen.findByText(/ready/);
    rerender(other, 'outlet');
    expect(await screen.findByText(/ready projeto: outlet/)).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(2);
    expect(create.mock.calls[1][0]).toEqual(other);
    expect(made[0].dispose).toHaveBeenCalledTimes(1);
    expect(made[1].dispose).not.toHaveBeenCalled();
    unmount();
    expect(made[1].dispose).toHaveBeenCalledTimes(1);
  });

  it('keeps the ports when only the active project changes', async () => {
    const fake = createFakePorts();
    const create = vi.fn<CreatePorts>(async () => fake.ports);
    const { rerender } = renderProvider(local, create);
    await screen.findByText(/ready projeto: demo/);
    rerender(local, 'outlet');
    expect(await screen.findByText(/ready projeto: outlet/)).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(1);
    expect(fake.dispose).not.toHaveBeenCalled();
  });

  it('disposes ports that arrive after the profile already changed, and never shows them', async () => {
    const slow = createFakePorts();
    const fast = createFakePorts();
    let releaseSlow: (() => void) | null = null;
    const create = vi.fn<CreatePorts>((profile) =>
      profile.id === local.id
        ? new Promise((resolve) => (releaseSlow = () => resolve(slow.ports)))
        : Promise.resolve(fast.ports),
    );
    const { rerender } = renderProvider(local, create);
    rerender(other, 'outlet');
    await screen.findByText(/ready projeto: outlet/);
    await act(async () => releaseSlow!());
    expect(slow.dispose).toHaveBeenCalledTimes(1);
    expect(fast.dispose).not.toHaveBeenCalled();
    expect(screen.getByText(/ready projeto: outlet/)).toBeTruthy();
  });

  it('shows a failure and retries on demand', async () => {
    const fake = createFakePorts();
    const create = vi
      .fn<CreatePorts>()
      .mockRejectedValueOnce(new Error('IndexedDB indisponível'))
      .mockResolvedValueOnce(fake.ports);
    renderProvider(local, create);
    expect(await screen.findByText(/erro: IndexedDB indisponível/)).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'retry' }).click());
    expect(await screen.findByText(/ready/)).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('follows the signed-in user', async () => {
    const fake = createFakePorts({ requiresSignIn: true, user: null });
    renderProvider(local, async () => fake.ports);
    expect(await screen.findByText(/usuário: nenhum/)).toBeTruthy();
    await act(async () => {
      await fake.ports.identity.signIn('ana@exemplo.com', 'segredo');
    });
    expect(screen.getByText(/usuário: u1/)).toBeTruthy();
    await act(async () => fake.ports.identity.signOut());
    expect(screen.getByText(/usuário: nenhum/)).toBeTruthy();
  });

  it('reports a failing dispose instead of throwing', async () => {
    const fake = createFakePorts();
    fake.dispose.mockRejectedValueOnce(new Error('falhou'));
    const onDisposeError = vi.fn();
    const loadSeed = async () => ({ documents: [] });
    const { unmount } = render(
      <DataProvider
        profile={local}
        activeProjectId="demo"
        loadSeed={loadSeed}
        createPorts={async () => fake.ports}
        onDisposeError={onDisposeError}
      >
        <Probe />
      </DataProvider>,
    );
    await screen.findByText(/ready/);
    unmount();
    await vi.waitFor(() => expect(onDisposeError).toHaveBeenCalledWith(new Error('falhou')));
  });
});
