/* global process, URL */
// `npm run web`: builds the renderer for the browser (skip with CONSOLE_SKIP_BUILD=1), then
// starts the web shell host. Ctrl+C reaches the host, which closes its sockets and exits 0.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
    const forward = (signal) => {
      if (child.exitCode === null) child.kill(signal);
    };
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      // A child stopped by the signal we forwarded counts as a clean stop.
      resolve(signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : (code ?? 1));
    });
  });
}

if (process.env.CONSOLE_SKIP_BUILD !== '1') {
  const built = await run(npx, ['vite', 'build', '--config', 'vite.web.config.ts']);
  if (built !== 0) process.exit(built);
}
// The host runs as a direct child (node with tsx's loader, as `npx tsx` would), so a
// forwarded signal reaches it and no server outlives this script.
process.exit(await run(process.execPath, ['--import', 'tsx', 'src/web/cli.ts']));
