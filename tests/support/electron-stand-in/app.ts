import { EventEmitter } from 'node:events';
import { preventableEvent, type Recorder } from './recorder';
import type { StandInWindow } from './browser-window';

export interface StandInAppOptions {
  userData: string;
  appPath: string;
  isPackaged: boolean;
  version: string;
  /** False: another instance holds the single-instance lock. */
  gotLock: boolean;
}

/**
 * `app` with Electron's quit sequence: before-quit (cancellable), every window closed (a
 * cancelled close stops the quit), will-quit (cancellable), then quit. window-all-closed is
 * not emitted while quitting, as in Electron.
 */
export class StandInApp extends EventEmitter {
  quitting = false;
  /** Set once the 'quit' event has run: the process would end here. */
  ended = false;
  exitCode: number | null = null;
  private ready = false;
  private readyResolve!: () => void;
  private readonly readyPromise = new Promise<void>((resolve) => (this.readyResolve = resolve));
  private paths: Record<string, string>;

  constructor(
    private readonly options: StandInAppOptions,
    private readonly recorder: Recorder,
    private readonly windows: StandInWindow[],
  ) {
    super();
    this.paths = { userData: options.userData };
  }

  get isPackaged(): boolean {
    return this.options.isPackaged;
  }
  override on(name: string, listener: (...args: never[]) => void): this {
    this.recorder.record('app.on', name);
    return super.on(name, listener as (...args: unknown[]) => void);
  }
  requestSingleInstanceLock(): boolean {
    this.recorder.record('app.requestSingleInstanceLock');
    return this.options.gotLock;
  }
  isReady(): boolean {
    return this.ready;
  }
  whenReady(): Promise<void> {
    this.recorder.record('app.whenReady');
    return this.readyPromise;
  }
  /** The test's "Electron is ready". */
  becomeReady(): void {
    this.recorder.record('(ready)');
    this.ready = true;
    this.emit('ready');
    this.readyResolve();
  }
  setPath(name: string, path: string): void {
    this.recorder.record('app.setPath', name, path);
    this.paths[name] = path;
  }
  getPath(name: string): string {
    const path = this.paths[name];
    if (!path) throw new Error(`stand-in app.getPath: no path named ${name}`);
    return path;
  }
  getAppPath(): string {
    return this.options.appPath;
  }
  getVersion(): string {
    return this.options.version;
  }
  get name(): string {
    return 'Console Desktop';
  }
  setAsDefaultProtocolClient(...args: unknown[]): boolean {
    this.recorder.record('app.setAsDefaultProtocolClient', ...args);
    return true;
  }
  exit(code = 0): void {
    this.recorder.record('app.exit', code);
    this.exitCode = code;
    this.ended = true;
  }
  quit(): void {
    this.recorder.record('app.quit');
    if (this.quitting || this.ended) return;
    this.quitting = true;
    try {
      const beforeQuit = preventableEvent();
      this.emit('before-quit', beforeQuit);
      if (beforeQuit.defaultPrevented) return;
      for (const window of [...this.windows]) {
        window.close();
        if (!window.isDestroyed()) return;
      }
      const willQuit = preventableEvent();
      this.emit('will-quit', willQuit);
      if (willQuit.defaultPrevented) return;
      this.emit('quit', preventableEvent(), 0);
      this.ended = true;
    } finally {
      this.quitting = false;
    }
  }
}
