/** Where the renderer runs: Electron (native dialogs through main) or a plain browser. */
export type Shell = 'desktop' | 'browser';

/** The Electron preload sets window.consoleDesktop; the web shell has none. */
export const currentShell = (win: Pick<Window, 'consoleDesktop'> = window): Shell =>
  win.consoleDesktop ? 'desktop' : 'browser';
