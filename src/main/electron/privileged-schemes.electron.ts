import { protocol } from 'electron';
import { APP_SCHEME } from './app-protocol';
import { EMBED_SCHEME } from '../host/embed-page';
import { FILE_PROTOCOL_SCHEME } from './file-protocol';

/**
 * Must run once, before app 'ready' (Electron takes a single call): app: hosts the renderer
 * as a secure standard origin; console-file: lets <img>, <video> and fetch stream chosen files;
 * console-embed: is the embeds' own origin (standard for an origin, secure for their https).
 */
export function registerPrivilegedSchemes(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
    },
    {
      scheme: FILE_PROTOCOL_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true },
    },
    { scheme: EMBED_SCHEME, privileges: { standard: true, secure: true } },
  ]);
}
