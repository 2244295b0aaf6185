import type { IncomingMessage, ServerResponse } from 'node:http';
import { serveAsset } from '../../../src/main/services/demo-services/assets';
import {
  hasBodyMethod,
  parseBody,
  readBody,
  sendJson,
  TOO_LARGE,
} from '../../../src/main/services/demo-services/http-io';
import type { ServiceServer } from '../../../src/main/services/demo-services/server';
import type { ScriptInput } from '../../../src/main/services/demo-services/scripts';
import type { SandboxService } from '../../../src/main/services/demo-services/types';

/**
 * The test sandbox's HTTP control plane under /__sandbox__/ (recorded requests, scripts,
 * reset, stats, routes) and its assets under /__sandbox__/assets/. Tests and `npm run
 * sandbox` only: the embedded demo services never serve it.
 */

export const CONTROL_PREFIX = '/__sandbox__/';
export const ASSETS_PREFIX = '/__sandbox__/assets/';

function assetRequest(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  search: string,
  assets: string,
): void {
  const method = req.method ?? 'GET';
  const answer = (text: string | null = '') => {
    if (text === null) return sendJson(res, 413, TOO_LARGE);
    const asset = serveAsset(
      method,
      path.slice(ASSETS_PREFIX.length),
      new URLSearchParams(search),
      assets,
    );
    if (res.destroyed) return;
    res.writeHead(asset.status, {
      'content-type': asset.contentType,
      'content-length': Buffer.byteLength(asset.body),
    });
    res.end(asset.body);
  };
  if (hasBodyMethod(method)) readBody(req, res, answer);
  else answer();
}

/** Answers one /__sandbox__/ request; false for any other path (a service call). */
export function controlRequest(
  sandbox: ServiceServer,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  search: string,
): boolean {
  if (!path.startsWith(CONTROL_PREFIX)) return false;
  if (path.startsWith(ASSETS_PREFIX)) {
    assetRequest(req, res, path, search, `${sandbox.url}${ASSETS_PREFIX.slice(0, -1)}`);
    return true;
  }
  const method = req.method ?? 'GET';
  const query = new URLSearchParams(search);
  const name = path.slice(CONTROL_PREFIX.length);
  if (method === 'GET' && name === 'requests') {
    const service = query.get('service');
    const since = query.get('since');
    if (since !== null && !/^\d+$/.test(since)) {
      sendJson(res, 400, { ok: false, error: 'since must be a request seq (a whole number)' });
      return true;
    }
    const requests = sandbox.requests({
      route: query.get('route') ?? undefined,
      service: (service ?? undefined) as SandboxService | undefined,
      method: query.get('method') ?? undefined,
      path: query.get('path') ?? undefined,
      since: since === null ? undefined : Number(since),
    });
    sendJson(res, 200, { count: requests.length, requests });
    return true;
  }
  if (method === 'GET' && name === 'stats') sendJson(res, 200, sandbox.stats());
  else if (method === 'GET' && name === 'routes') sendJson(res, 200, { routes: sandbox.routes });
  else if (method === 'GET' && name === 'scripts') {
    sendJson(res, 200, { scripts: sandbox.scripts() });
  } else if (method === 'POST' && name === 'reset') {
    readBody(req, res, () => {
      // A reset needs no body; an oversized one is drained and ignored.
      sandbox.reset();
      sendJson(res, 200, { ok: true });
    });
  } else if (method === 'POST' && name === 'script') {
    readBody(req, res, (text) => {
      if (text === null) return sendJson(res, 413, TOO_LARGE);
      const body = parseBody(text, req.headers['content-type']);
      if (body.notJson) {
        sendJson(res, 415, { ok: false, error: 'Content-Type must be application/json' });
        return;
      }
      if (body.invalidJson || body.value === undefined) {
        sendJson(res, 400, { ok: false, error: 'Body must be a JSON script or list of scripts' });
        return;
      }
      const value = body.value as { scripts?: unknown };
      const list: unknown[] = Array.isArray(value)
        ? value
        : Array.isArray(value?.scripts)
          ? value.scripts
          : [value];
      try {
        // ScriptBook validates each entry: an invalid one throws with its reason.
        sendJson(res, 200, { ok: true, ids: sandbox.script(list as ScriptInput[]) });
      } catch (error) {
        sendJson(res, 400, { ok: false, error: (error as Error).message });
      }
    });
  } else {
    const known = ['requests', 'stats', 'routes', 'scripts', 'reset', 'script'].includes(name);
    sendJson(res, known ? 405 : 404, {
      ok: false,
      error: known ? `Method ${method} not allowed on ${path}` : `Unknown control route: ${path}`,
    });
  }
  return true;
}
