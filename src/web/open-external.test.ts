import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { createSystemOpener } from './open-external';

function fakeSpawn(outcome: 'spawn' | 'error') {
  return vi.fn(() => {
    const child = Object.assign(new EventEmitter(), { unref: vi.fn() });
    setTimeout(
      () => (outcome === 'spawn' ? child.emit('spawn') : child.emit('error', new Error('ENOENT'))),
      0,
    );
    return child;
  });
}

describe('createSystemOpener', () => {
  it('opens https links with the platform opener, as one argument', async () => {
    const spawn = fakeSpawn('spawn');
    await createSystemOpener('linux', spawn)('https://example.com/a?b=1&c=2');
    expect(spawn).toHaveBeenCalledWith('xdg-open', ['https://example.com/a?b=1&c=2'], {
      detached: true,
      stdio: 'ignore',
    });
  });

  it('uses open on macOS and rundll32 on Windows', async () => {
    const mac = fakeSpawn('spawn');
    await createSystemOpener('darwin', mac)('https://example.com/');
    expect(mac).toHaveBeenCalledWith('open', ['https://example.com/'], expect.anything());
    const win = fakeSpawn('spawn');
    await createSystemOpener('win32', win)('https://example.com/');
    expect(win).toHaveBeenCalledWith(
      'rundll32',
      ['url.dll,FileProtocolHandler', 'https://example.com/'],
      expect.anything(),
    );
  });

  it('refuses anything but https and reports a missing opener', async () => {
    const spawn = fakeSpawn('spawn');
    const open = createSystemOpener('linux', spawn);
    await expect(open('http://example.com/')).rejects.toThrow('URL recusada');
    await expect(open('file:///etc/passwd')).rejects.toThrow('URL recusada');
    await expect(open('https://example.com/ --flag')).rejects.toThrow('URL recusada');
    expect(spawn).not.toHaveBeenCalled();
    await expect(
      createSystemOpener('linux', fakeSpawn('error'))('https://example.com/'),
    ).rejects.toThrow('ENOENT');
  });
});
