import { Readable } from 'node:stream';
import { protocol } from 'electron';
import { texts } from '../../shared/texts/pt-BR';
import { servedFileHeaders, type ServedFile } from '../host/chosen-file-source';
import { FILE_PROTOCOL_SCHEME, tokenFromFileProtocolUrl } from './file-protocol';

/** Serves chosen files' bytes by token; every other URL gets 404. */
export function handleFileProtocol(
  open: (token: string, rangeHeader: string | null) => Promise<ServedFile | null>,
): void {
  protocol.handle(FILE_PROTOCOL_SCHEME, async (request) => {
    const token = tokenFromFileProtocolUrl(request.url);
    const file = token ? await open(token, request.headers.get('range')) : null;
    if (!file) {
      return new Response(texts.web.fileRefused, {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      });
    }
    const { status, headers } = servedFileHeaders(file);
    const body =
      file.kind === 'file' ? (Readable.toWeb(file.stream) as unknown as ReadableStream) : null;
    return new Response(body, { status, headers });
  });
}
