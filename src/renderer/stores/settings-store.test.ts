import { beforeEach, describe, expect, it } from 'vitest';
import { BridgeError } from '../../shared/bridge/client';
import { createFakeBridge, type FakeBridge } from '../../../tests/support/fake-bridge';
import {
  connectSettingsMirror,
  readSettingsEarly,
  resetSettingsStore,
  useSettingsStore,
} from './settings-store';

/** Holds settings.getState's answer (the state as it is now) until the returned call. */
function holdGetState(fake: FakeBridge): () => void {
  let answer: (() => void) | null = null;
  const stale = structuredClone(fake.state);
  fake.script('settings.getState', () => new Promise((resolve) => (answer = () => resolve(stale))));
  return () => answer!();
}

const disconnected = 'Sem conexão com o processo principal do console.';
const failGetState = (fake: FakeBridge) =>
  fake.script('settings.getState', () => {
    throw new BridgeError('disconnected', disconnected);
  });

describe('settings mirror', () => {
  beforeEach(() => resetSettingsStore());

  it('loads the state, then follows settings.changed until stopped', async () => {
    const fake = createFakeBridge();
    const stop = connectSettingsMirror(fake.bridge);
    await expect.poll(() => useSettingsStore.getState().state?.activeProjectId).toBe('demo');
    await fake.bridge.invoke('settings.setActiveProject', { projectId: 'outlet' });
    expect(useSettingsStore.getState().state?.activeProjectId).toBe('outlet');
    stop();
    await fake.bridge.invoke('settings.setActiveProject', { projectId: 'demo' });
    expect(useSettingsStore.getState().state?.activeProjectId).toBe('outlet');
  });

  it('keeps an event that arrived while getState was in flight', async () => {
    const fake = createFakeBridge();
    const answer = holdGetState(fake);
    connectSettingsMirror(fake.bridge);
    fake.emit('settings.changed', { ...fake.state, activeProjectId: 'outlet' });
    answer();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(useSettingsStore.getState().state?.activeProjectId).toBe('outlet');
  });

  it('records a failed first read as a pt-BR error', async () => {
    const fake = createFakeBridge();
    failGetState(fake);
    connectSettingsMirror(fake.bridge);
    await expect.poll(() => useSettingsStore.getState().error).toBe(disconnected);
    expect(useSettingsStore.getState().state).toBeNull();
  });

  it('applies the read sent before React mounted, and the mirror takes it over without asking again', async () => {
    const fake = createFakeBridge();
    const answer = readSettingsEarly(fake.bridge);
    expect(readSettingsEarly(fake.bridge)).toBe(answer);
    await answer;
    expect(useSettingsStore.getState().state?.activeProjectId).toBe('demo');
    const stop = connectSettingsMirror(fake.bridge);
    expect(fake.callsOf('settings.getState')).toHaveLength(1);
    await fake.bridge.invoke('settings.setActiveProject', { projectId: 'outlet' });
    expect(useSettingsStore.getState().state?.activeProjectId).toBe('outlet');
    stop();
  });

  it('keeps an event that came after the early read was sent, before and after the mirror connects', async () => {
    const fake = createFakeBridge();
    const answer = holdGetState(fake);
    readSettingsEarly(fake.bridge);
    fake.emit('settings.changed', { ...fake.state, activeProjectId: 'outlet' });
    expect(useSettingsStore.getState().state?.activeProjectId).toBe('outlet');
    connectSettingsMirror(fake.bridge);
    answer();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(useSettingsStore.getState().state?.activeProjectId).toBe('outlet');
  });

  it('reports a failed early read through the mirror that takes it over', async () => {
    const fake = createFakeBridge();
    failGetState(fake);
    readSettingsEarly(fake.bridge);
    connectSettingsMirror(fake.bridge);
    await expect.poll(() => useSettingsStore.getState().error).toBe(disconnected);
    // The retry asks again (the early read is spent).
    resetSettingsStore();
    fake.script('settings.getState', () => structuredClone(fake.state));
    connectSettingsMirror(fake.bridge);
    await expect.poll(() => useSettingsStore.getState().state?.activeProjectId).toBe('demo');
    expect(fake.callsOf('settings.getState')).toHaveLength(2);
  });
});
