import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { texts } from '../../../shared/texts/pt-BR';
import { renderWithApp } from '../../test-support/render-with-app';
import { createFakeBridge } from '../../../../tests/support/fake-bridge';
import { UpdateNotice } from './update-notice';

const t = texts.updates;

describe('UpdateNotice', () => {
  it('says nothing while updates are off or nothing was found', async () => {
    const bridge = createFakeBridge();
    renderWithApp({ '/': <UpdateNotice /> }, { bridge });
    await act(async () => {});
    expect(bridge.callsOf('updates.getState')).toHaveLength(1);
    act(() => bridge.emit('updates.state', { status: 'idle', checkedAt: 1 }));
    expect(screen.queryByText(t.available, { exact: false })).toBeNull();
  });

  it('shows the version and the download, then installs when asked, saying a refusal', async () => {
    const bridge = createFakeBridge();
    const answers = [{ ok: false, message: t.notDuringSync }, { ok: true }];
    bridge.script('updates.install', () => answers.shift());
    renderWithApp({ '/': <UpdateNotice /> }, { bridge });
    await act(async () => {});

    act(() =>
      bridge.emit('updates.state', { status: 'downloading', version: '1.5.0', percent: 42.7 }),
    );
    expect(screen.getByText(`${t.available}: ${t.version('1.5.0')}`)).toBeTruthy();
    expect(screen.getByText(t.downloading(42.7))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.restartAndInstall })).toBeNull();

    act(() => bridge.emit('updates.state', { status: 'ready', version: '1.5.0' }));
    expect(screen.getByText(t.downloaded)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.restartAndInstall }));
    });
    expect(screen.getByText(t.notDuringSync)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.restartAndInstall }));
    });
    expect(bridge.callsOf('updates.install')).toHaveLength(2);
    expect(screen.queryByText(t.notDuringSync)).toBeNull();
  });

  it('Depois hides it until another version comes', async () => {
    const bridge = createFakeBridge();
    bridge.script('updates.getState', () => ({ status: 'ready', version: '1.5.0' }));
    renderWithApp({ '/': <UpdateNotice /> }, { bridge });
    await screen.findByText(`${t.available}: ${t.version('1.5.0')}`);
    fireEvent.click(screen.getByRole('button', { name: t.later }));
    expect(screen.queryByText(t.available, { exact: false })).toBeNull();
    act(() => bridge.emit('updates.state', { status: 'ready', version: '1.6.0' }));
    expect(screen.getByText(`${t.available}: ${t.version('1.6.0')}`)).toBeTruthy();
  });
});
