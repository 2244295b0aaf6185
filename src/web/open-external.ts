import { spawn as nodeSpawn, type SpawnOptions } from 'node:child_process';
import { texts } from '../shared/texts/pt-BR';

type Spawn = (
  command: string,
  args: string[],
  options: SpawnOptions,
) => { on(event: 'error' | 'spawn', listener: (error?: Error) => void): unknown; unref(): void };

/**
 * The web shell's app.openExternal: the host runs on the user's own machine (127.0.0.1), so
 * it opens the link in the system browser, as Electron's shell.openExternal would. Only https
 * URLs, passed as one argument (never through a shell).
 */
export function createSystemOpener(
  platform: NodeJS.Platform = process.platform,
  spawn: Spawn = nodeSpawn as unknown as Spawn,
): (url: string) => Promise<void> {
  return (url) =>
    new Promise((resolve, reject) => {
      if (!/^https:\/\/[^\s]+$/.test(url)) {
        reject(new Error(texts.web.refusedExternalUrl(url)));
        return;
      }
      const [command, args] =
        platform === 'darwin'
          ? ['open', [url]]
          : platform === 'win32'
            ? ['rundll32', ['url.dll,FileProtocolHandler', url]]
            : ['xdg-open', [url]];
      const child = spawn(command, args, { detached: true, stdio: 'ignore' });
      child.on('error', (error) => reject(error));
      child.on('spawn', () => {
        child.unref();
        resolve();
      });
    });
}
