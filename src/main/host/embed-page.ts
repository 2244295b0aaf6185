import { EMBED_HEIGHT_MESSAGE } from '../../shared/bridge/embed-frame';
import { texts } from '../../shared/texts/pt-BR';

/**
 * The desktop's embed origin: a standard, secure scheme of its own (embed-protocol.electron.ts),
 * neither app:// nor the bridge's. Here so the app CSP and its build-time meta can name it.
 */
export const EMBED_SCHEME = 'console-embed';
export const EMBED_HOST = 'embed';
export const DESKTOP_EMBED_ORIGIN = `${EMBED_SCHEME}://${EMBED_HOST}`;

/**
 * The one page of the embed origin (issue 16), the same in both shells: the web shell's embed
 * server and the desktop's console-embed: scheme serve it with these headers.
 *
 * Its script reads the embed HTML from the fragment and document.write()s it while the page
 * is still parsing, so the embed's own <script> tags run in order as the parser meets them
 * (what their vendors expect). It then reports the body's height to the parent on every
 * resize. The <base> makes protocol-relative sources (`//www.instagram.com/embed.js`) resolve
 * to https on every scheme; relative ones point nowhere, as this origin has nothing else.
 */
const BOOTSTRAP = `(function () {
  var last = -1;
  function report() {
    var body = document.body;
    if (!body) return;
    var height = Math.ceil(Math.max(body.scrollHeight, body.getBoundingClientRect().height));
    if (height === last) return;
    last = height;
    parent.postMessage({ type: ${JSON.stringify(EMBED_HEIGHT_MESSAGE)}, height: height }, '*');
  }
  if (typeof ResizeObserver === 'function') new ResizeObserver(report).observe(document.body);
  window.addEventListener('load', report);
  var html = '';
  try {
    html = decodeURIComponent(location.hash.slice(1));
  } catch (error) {
    html = '';
  }
  document.write(html);
  report();
})();`;

const PAGE = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<base href="https://embed.invalid/">
<title>${texts.editors.embed.title}</title>
<style>html,body{margin:0;padding:0;background:transparent}body{display:flow-root}</style>
</head>
<body><script>${BOOTSTRAP}</script></body>
</html>
`;

export interface EmbedPolicyOptions {
  /** The app origins that may frame the page; absent: the directive is left out. */
  frameAncestors?: readonly string[];
}

/**
 * The embed origin's own CSP: the embed's inline and https scripts run, and it may load https
 * frames, images, styles and fonts, and fetch https. Nothing http (so no loopback app port),
 * no plugins, no workers. `sandbox allow-scripts` keeps the origin opaque even if the page is
 * opened outside its sandboxed iframe.
 */
export function buildEmbedPolicy(options: EmbedPolicyOptions = {}): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'none'"]],
    ['script-src', ["'unsafe-inline'", 'https:']],
    ['style-src', ["'unsafe-inline'", 'https:']],
    ['img-src', ['https:', 'data:', 'blob:']],
    ['media-src', ['https:', 'blob:']],
    ['font-src', ['https:', 'data:']],
    ['connect-src', ['https:']],
    ['frame-src', ['https:']],
    ['form-action', ['https:']],
    ['base-uri', ['https://embed.invalid/']],
    ['object-src', ["'none'"]],
    ['sandbox', ['allow-scripts']],
  ];
  if (options.frameAncestors?.length) {
    directives.push(['frame-ancestors', [...options.frameAncestors]]);
  }
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The page's HTML. */
export function embedPageHtml(): string {
  return PAGE;
}

/** The response headers of the page, in both shells. */
export function embedPageHeaders(options: EmbedPolicyOptions = {}): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': buildEmbedPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  };
}
