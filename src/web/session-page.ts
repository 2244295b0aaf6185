import type { ServerResponse } from 'node:http';
import { texts } from '../shared/texts/pt-BR';
import { SESSION_MAX_AGE_SECONDS } from './session-secret';

/** Why a browser sees the page: no session cookie, or a launch address with a wrong token. */
export type SessionPageReason = 'missing' | 'badToken';

/**
 * The small page a browser gets instead of the console when it has no session: what happened
 * and how to open the console. Static (no request data in it), so nothing can be injected.
 */
export function sessionPageHtml(reason: SessionPageReason): string {
  const t = texts.web.session;
  const heading = reason === 'missing' ? t.missingHeading : t.badTokenHeading;
  const why =
    reason === 'missing' ? t.missingReason(SESSION_MAX_AGE_SECONDS / 86_400) : t.badTokenReason;
  return [
    '<!doctype html>',
    '<html lang="pt-BR">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(t.pageTitle)}</title>`,
    '<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;',
    'padding:0 1rem;line-height:1.5;color:#1f1f1f}h1{font-size:1.4rem}</style></head>',
    '<body><main>',
    `<h1>${escapeHtml(heading)}</h1>`,
    `<p>${escapeHtml(why)}</p>`,
    `<p>${escapeHtml(t.howToOpen)}</p>`,
    `<p>${escapeHtml(t.howToRestart)}</p>`,
    '</main></body></html>',
  ].join('\n');
}

/** Answers 401 with the page; the caller has set the common security headers. */
export function sendSessionPage(
  response: ServerResponse,
  reason: SessionPageReason,
  headOnly: boolean,
): void {
  const body = sessionPageHtml(reason);
  response.writeHead(401, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
  });
  response.end(headOnly ? undefined : body);
}

/** For text content only (no attribute takes a text), where quotes need no escaping. */
function escapeHtml(value: string): string {
  return value.replace(/[&<>]/g, (char) => `&#${char.charCodeAt(0)};`);
}
