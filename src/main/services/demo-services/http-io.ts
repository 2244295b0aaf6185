import type { IncomingMessage, ServerResponse } from 'node:http';

/** Request reading and answer writing shared by the service, asset and control servers. */

export const MAX_BODY_BYTES = 10 * 1024 * 1024;
const JSON_TYPE = 'application/json; charset=utf-8';

export const TOO_LARGE = { ok: false, error: `Body larger than ${MAX_BODY_BYTES} bytes` };

export interface ParsedBody {
  value: unknown;
  invalidJson: boolean;
  /** A body sent with another Content-Type than application/json: never read as JSON. */
  notJson: boolean;
}

export const NO_BODY: ParsedBody = { value: undefined, invalidJson: false, notJson: false };

/** application/json (any parameters): a page can send text/plain without a preflight. */
export function isJsonContentType(header: string | undefined): boolean {
  return /^application\/json\s*(;|$)/i.test((header ?? '').trim());
}

/** The body as JSON only when it says it is JSON; anything else stays text, flagged. */
export function parseBody(text: string, contentType: string | undefined): ParsedBody {
  if (text === '') return NO_BODY;
  if (!isJsonContentType(contentType)) return { value: text, invalidJson: false, notJson: true };
  try {
    return { value: JSON.parse(text), invalidJson: false, notJson: false };
  } catch {
    return { value: text, invalidJson: true, notJson: false };
  }
}

/** Reads the whole body as text; null when it is larger than the cap (answer 413). */
export function readBody(
  req: IncomingMessage,
  res: ServerResponse,
  then: (text: string | null) => void,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  req.on('data', (chunk: Buffer) => {
    if (tooLarge) return;
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      tooLarge = true;
      chunks.length = 0;
      then(null);
      return;
    }
    chunks.push(chunk);
  });
  req.on('end', () => {
    if (!tooLarge) then(Buffer.concat(chunks).toString('utf8'));
  });
  req.on('error', () => res.destroy());
}

export function hasBodyMethod(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD';
}

export function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  headOnly = false,
): void {
  if (res.destroyed || res.headersSent) return;
  const empty = status === 204 || status === 304 || body === undefined;
  const payload = empty ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const contentType = typeof body === 'string' ? 'text/plain; charset=utf-8' : JSON_TYPE;
  res.writeHead(status, {
    ...(empty ? {} : { 'content-type': contentType, 'content-length': Buffer.byteLength(payload) }),
    ...headers,
  });
  res.end(headOnly || empty ? undefined : payload);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  send(res, status, body);
}

/** Splits a request target into its path and its query string (without the `?`). */
export function splitTarget(rawUrl: string): { path: string; search: string } {
  const mark = rawUrl.indexOf('?');
  return mark === -1
    ? { path: rawUrl, search: '' }
    : { path: rawUrl.slice(0, mark), search: rawUrl.slice(mark + 1) };
}
