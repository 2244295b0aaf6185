import { protocol } from 'electron';
import { texts } from '../../shared/texts/pt-BR';
import { EMBED_SCHEME, embedPageHeaders, embedPageHtml } from '../host/embed-page';
import { isEmbedPageUrl } from './embed-protocol';

/** Serves the embed page on console-embed://embed/embed.html, with its own CSP; nothing else. */
export function handleEmbedProtocol(): void {
  protocol.handle(EMBED_SCHEME, (request) => {
    if (request.method !== 'GET' || !isEmbedPageUrl(request.url)) {
      return new Response(texts.web.notFound, {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      });
    }
    return new Response(embedPageHtml(), { status: 200, headers: embedPageHeaders() });
  });
}
