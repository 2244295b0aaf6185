import { describe, expect, it, vi } from 'vitest';
import type { SeedData } from '../../shared/data/seed';
import type { ConnectionProfile } from '../../shared/settings/profile';
import { createAdapterPorts } from './provider-adapters';
import { LocalSeedError } from './local';

let counter = 0;
/** A local profile with a database of its own (fake-indexeddb, from the jsdom setup). */
const localProfile = () =>
  ({ kind: 'local', id: `adapters-${++counter}` }) as unknown as ConnectionProfile;

const seed: SeedData = {
  documents: [{ path: 'project/demo/product-data/1', data: { name: 'Caneca' } }],
};

describe('createAdapterPorts (local profile)', () => {
  it('a first run stores the seed, asked for once; the next start never asks', async () => {
    const profile = localProfile();
    const loadSeed = vi.fn(async () => seed);
    const ports = await createAdapterPorts(profile, { loadSeed });
    const doc = await ports.documents.get('project/demo/product-data/1');
    expect(doc?.data).toEqual({ name: 'Caneca' });
    expect(loadSeed).toHaveBeenCalledTimes(1);
    await ports.dispose();

    const again = vi.fn(async () => seed);
    const reopened = await createAdapterPorts(profile, { loadSeed: again });
    expect(again).not.toHaveBeenCalled();
    await reopened.dispose();
  });

  // Vitest fails the run on an unhandled rejection: the early request's failure must surface
  // only where the store reads the seed.
  it('a seed that cannot be loaded on a first run gives the pt-BR error', async () => {
    const loadSeed = vi.fn(async (): Promise<SeedData> => {
      throw new Error('host fora do ar');
    });
    const opened = createAdapterPorts(localProfile(), { loadSeed });
    await expect(opened).rejects.toBeInstanceOf(LocalSeedError);
    await expect(opened).rejects.toThrow(
      'Não foi possível carregar os dados de demonstração: host fora do ar',
    );
    expect(loadSeed).toHaveBeenCalledTimes(1);
  });
});
