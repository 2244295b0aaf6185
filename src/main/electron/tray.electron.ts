import { Menu, Tray, nativeImage } from 'electron';
import { texts } from '../../shared/texts/pt-BR';

/** The tray icon: the app (and a running sync) lives on when the window is closed. */
export function createAppTray(options: {
  iconPath: string;
  onOpen: () => void;
  onQuit: () => void;
}): Tray {
  const tray = new Tray(nativeImage.createFromPath(options.iconPath));
  tray.setToolTip(texts.web.desktop.trayTooltip);
  tray.setContextMenu(
    Menu.buildFromTemplate([
      { label: texts.web.desktop.trayOpen, click: options.onOpen },
      { type: 'separator' },
      { label: texts.web.desktop.trayQuit, click: options.onQuit },
    ]),
  );
  tray.on('click', options.onOpen);
  return tray;
}
