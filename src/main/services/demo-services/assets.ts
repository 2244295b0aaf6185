import { parseTStockProducts, TSTOCK_EXPORT_FILE, tstockRow } from './workers-routes';

/**
 * Files the plausible answers point at (product images, uploaded files, the TStock export,
 * the video player, the OAuth consent page), so links work offline. Not recorded or scripted.
 * Nothing here writes anything: a call answers from its path and query alone.
 */

export interface AssetAnswer {
  status: number;
  contentType: string;
  body: string | Buffer;
}

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const imageExtension = /\.(png|gif|jpe?g|webp)$/i;

const json = (status: number, body: unknown): AssetAnswer => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});

const html = (title: string, text: string): AssetAnswer => ({
  status: 200,
  contentType: 'text/html; charset=utf-8',
  body: `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${title}</title></head><body><p>${text}</p></body></html>`,
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * One asset answer. `rest` is the path under the asset base, without its leading slash;
 * `assets` is that base's URL, for the links an answer carries.
 */
export function serveAsset(
  method: string,
  rest: string,
  query: URLSearchParams,
  assets: string,
): AssetAnswer {
  const path = `/${rest}`;
  if (rest === TSTOCK_EXPORT_FILE && method === 'GET') {
    const items = parseTStockProducts(query.get('products'));
    if (typeof items === 'string') return json(400, { ok: false, error: items });
    return json(
      200,
      items.map((item) => tstockRow(item, assets)),
    );
  }
  if (rest.startsWith('bunny-upload/') && (method === 'PUT' || method === 'POST')) {
    return json(200, { ok: true, videoId: rest.slice('bunny-upload/'.length) });
  }
  if (method !== 'GET') return json(405, { ok: false, error: `${method} not allowed on ${path}` });
  if ((rest.startsWith('images/') || rest.startsWith('storage/')) && imageExtension.test(rest)) {
    return { status: 200, contentType: 'image/png', body: ONE_PIXEL_PNG };
  }
  // A video host's thumbnail address: {host}/{videoId}/thumbnail.jpg (video-urls.ts).
  if (/^[^/]+\/thumbnail\.jpg$/.test(rest)) {
    return { status: 200, contentType: 'image/png', body: ONE_PIXEL_PNG };
  }
  if (rest.startsWith('storage/') && rest.length > 'storage/'.length) {
    return { status: 200, contentType: 'application/octet-stream', body: `sandbox file ${rest}` };
  }
  if (rest.startsWith('player/') && rest.length > 'player/'.length) {
    return html('Player', `Vídeo ${escapeHtml(rest.slice('player/'.length))} (sandbox)`);
  }
  if (rest === 'google-consent') return html('Google', 'Conta Google conectada (sandbox).');
  return json(404, { ok: false, error: `No asset at ${path}` });
}
