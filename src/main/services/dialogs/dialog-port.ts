import type { FileKind } from '../../../shared/bridge/dialogs';

export interface OpenFilesRequest {
  kind: FileKind;
  multiple: boolean;
}

export interface SaveFileRequest {
  kind: FileKind;
  defaultName: string;
}

export interface OpenFilesAnswer {
  canceled: boolean;
  paths: string[];
}

export interface SaveFileAnswer {
  canceled: boolean;
  path?: string;
}

/**
 * The native open/save dialogs, behind a port: Electron's `dialog` in the desktop app; the web
 * shell's refuses (its browser opens and saves files). It only asks; reading and writing is elsewhere.
 */
export interface DialogPort {
  openFiles(request: OpenFilesRequest): Promise<OpenFilesAnswer>;
  saveFile(request: SaveFileRequest): Promise<SaveFileAnswer>;
}
