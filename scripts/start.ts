// `npm start` and `npm run dev`: electron-vite preview/dev, after checking that the Electron
// binary is there. Without it, electron-vite would build and then die with an English stack
// trace ("Electron uninstall"); this says in pt-BR what is missing and what works now.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ELECTRON_INSTALL_COMMAND, locateElectronBinary } from './electron-binary';

const modes = ['preview', 'dev'] as const;
type Mode = (typeof modes)[number];

function missingBinaryMessage(reason: string): string {
  return [
    'O binário do Electron não está instalado nesta máquina, então o app desktop não abre.',
    `Motivo: ${reason}.`,
    '',
    'Para instalá-lo numa máquina com internet (uma vez, depois do npm install):',
    `  ${ELECTRON_INSTALL_COMMAND}      (ou: node node_modules/electron/install.js)`,
    '',
    'Enquanto isso, o mesmo console abre no navegador:',
    '  npm run web',
  ].join('\n');
}

const mode = process.argv[2] as Mode;
if (!modes.includes(mode)) {
  console.error(`Uso: scripts/start.ts ${modes.join('|')}`);
  process.exit(2);
}
const binary = locateElectronBinary();
if (!binary.path) {
  console.error(missingBinaryMessage(binary.reason));
  process.exit(1);
}
const root = fileURLToPath(new URL('..', import.meta.url));
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const child = spawn(npx, ['electron-vite', mode, ...process.argv.slice(3)], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}
child.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 1)));
