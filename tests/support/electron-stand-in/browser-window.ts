import { EventEmitter } from 'node:events';
import { preventableEvent, type Recorder } from './recorder';

type WindowOpenHandler = (details: { url: string }) => { action: 'allow' | 'deny' };

/** A window's webContents: what main listens to and sends; the test plays the page's side. */
export class StandInWebContents extends EventEmitter {
  readonly sent: Array<{ channel: string; payload: unknown }> = [];
  windowOpenHandler: WindowOpenHandler | null = null;
  url = '';
  /** True once the current load has finished. */
  loaded = false;
  destroyed = false;

  constructor(private readonly recorder: Recorder) {
    super();
  }

  send(channel: string, payload: unknown): void {
    this.recorder.record('webContents.send', channel, payload);
    this.sent.push({ channel, payload });
  }
  setWindowOpenHandler(handler: WindowOpenHandler): void {
    this.recorder.record('webContents.setWindowOpenHandler');
    this.windowOpenHandler = handler;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  /** A load as Electron reports it: started, then finished on a later turn. */
  load(url: string): void {
    this.url = url;
    this.loaded = false;
    this.emit('did-start-loading');
    setImmediate(() => {
      if (this.destroyed) return;
      this.loaded = true;
      this.emit('did-finish-load');
    });
  }
  reload(): void {
    this.recorder.record('webContents.reload');
    this.load(this.url);
  }
}

export interface WindowsHost {
  recorder: Recorder;
  all: StandInWindow[];
  /** Called when the last window closed (the app decides about window-all-closed). */
  lastClosed(): void;
  /** Electron's app.isReady(): a window before it throws, as in Electron. */
  isReady(): boolean;
}

/** BrowserWindow: records its options and its life; close() runs Electron's close/closed. */
export class StandInWindow extends EventEmitter {
  readonly webContents: StandInWebContents;
  visible = false;
  minimized = false;
  maximized = false;
  destroyed = false;

  constructor(
    readonly options: Record<string, unknown>,
    private readonly host: WindowsHost,
  ) {
    super();
    if (!host.isReady()) {
      throw host.recorder.refuse(
        'new BrowserWindow',
        'Cannot create BrowserWindow before app is ready',
      );
    }
    host.recorder.record('new BrowserWindow', options);
    this.webContents = new StandInWebContents(host.recorder);
    host.all.push(this);
  }

  loadURL(url: string): Promise<void> {
    this.host.recorder.record('BrowserWindow.loadURL', url);
    this.webContents.load(url);
    setImmediate(() => this.emit('ready-to-show'));
    return Promise.resolve();
  }
  show(): void {
    this.host.recorder.record('BrowserWindow.show');
    this.visible = true;
    this.minimized = false;
  }
  hide(): void {
    this.host.recorder.record('BrowserWindow.hide');
    this.visible = false;
  }
  focus(): void {
    this.host.recorder.record('BrowserWindow.focus');
  }
  restore(): void {
    this.host.recorder.record('BrowserWindow.restore');
    this.minimized = false;
  }
  minimize(): void {
    this.minimized = true;
  }
  maximize(): void {
    this.maximized = true;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  isMaximized(): boolean {
    return this.maximized;
  }
  isVisible(): boolean {
    return this.visible;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  getNormalBounds() {
    return { x: 10, y: 10, width: 1280, height: 800 };
  }
  setProgressBar(value: number): void {
    this.host.recorder.record('BrowserWindow.setProgressBar', value);
  }
  /** As the user's close button: 'close' may be cancelled, else the window is gone. */
  close(): void {
    if (this.destroyed) return;
    const event = preventableEvent();
    this.emit('close', event);
    if (event.defaultPrevented) return;
    this.destroyed = true;
    this.webContents.destroyed = true;
    this.host.all.splice(this.host.all.indexOf(this), 1);
    this.emit('closed');
    if (this.host.all.length === 0) this.host.lastClosed();
  }
}
