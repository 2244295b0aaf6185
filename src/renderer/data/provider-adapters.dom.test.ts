import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { defaultLocalProfile } from '../../shared/settings/profile';
import type { SeedData } from '../../shared/data/seed';
import { createAdapterPorts, openPortsEarly } from './provider-adapters';

const seed: SeedData = { documents: [{ path: 'products/1011', data: { name: 'Caneca' } }] };
const profile = (id: string) => ({ ...defaultLocalProfile(), id });
const depsCounting = () => {
  const loadSeed = vi.fn(async () => structuredClone(seed));
  return { loadSeed, deps: { loadSeed } };
};

describe('ports opened at boot', () => {
  it('are handed over once to the first DataProvider of the same profile', async () => {
    const early = depsCounting();
    openPortsEarly(profile('early-same'), early.deps);
    const later = depsCounting();
    const ports = await createAdapterPorts(profile('early-same'), later.deps);
    expect(early.loadSeed).toHaveBeenCalledTimes(1);
    expect(later.loadSeed).not.toHaveBeenCalled();
    expect((await ports.documents.get('products/1011'))?.data).toMatchObject({
      name: 'Caneca',
    });
    // A retry opens its own ports (the early ones were taken).
    const again = await createAdapterPorts(profile('early-same'), later.deps);
    expect(again).not.toBe(ports);
    await again.dispose();
    await ports.dispose();
  });

  it('are not handed to a DataProvider of another profile, which gets its own', async () => {
    const early = depsCounting();
    openPortsEarly(profile('early-old'), early.deps);
    const later = depsCounting();
    const ports = await createAdapterPorts(profile('early-new'), later.deps);
    expect(later.loadSeed).toHaveBeenCalledTimes(1);
    expect((await ports.documents.get('products/1011'))?.data).toMatchObject({
      name: 'Caneca',
    });
    await ports.dispose();
  });
});
