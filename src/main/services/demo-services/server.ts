import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { invalidBody } from './answers';
import { serveAsset } from './assets';
import { Recorder } from './recorder';
import type { RouteDef } from './route-def';
import { matchRoute, routeIds, routeInfos } from './route-table';
import { HoldBook, type HoldInput, type SandboxHold } from './holds';
import { ScriptBook, type ActiveScript, type ScriptEffect, type ScriptInput } from './scripts';
import type {
  RecordedRequest,
  RequestFilter,
  RouteAnswer,
  RouteInfo,
  SandboxService,
} from './types';

/**
 * The sandbox: one 127.0.0.1 origin serving the workers service, the console API and the
 * functions service of spec 01 §7 and spec 02 §7, scriptable and recording.
 *
 * Order per request: match the route (404/405 otherwise), take the matching scripts, wait
 * their latency, destroy the socket if scripted so, validate (a malformed call always gets its
 * 400, even under a script), then answer the scripted status/body or the plausible one.
 */

export interface SandboxOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** How many requests are kept (oldest dropped first). */
  recordLimit?: number;
  /** Told of every successful route answer (the demo services mirror writes from it). */
  onAnswered?: (answered: AnsweredRoute) => void;
}

/** A route call that was answered 2xx. */
export interface AnsweredRoute {
  routeId: string;
  params: Record<string, string>;
  query: URLSearchParams;
  origin: string;
  /** The call's parsed body and the answer's: a test's stand-in writes what the service would. */
  body?: unknown;
  answer?: unknown;
}

export interface SandboxStats {
  inFlight: number;
  maxInFlight: number;
  recorded: number;
  received: number;
  scripts: number;
}

export interface Sandbox {
  readonly url: string;
  readonly port: number;
  readonly routes: readonly RouteInfo[];
  /** Adds scripts; throws on an invalid script or unknown route id. Returns their ids. */
  script(input: ScriptInput | ScriptInput[]): string[];
  scripts(): ActiveScript[];
  /**
   * Keeps matching calls unanswered until the test releases them (in-process only): a test
   * that needs a call in flight holds it instead of scripting a latency and racing it.
   */
  hold(input: HoldInput): SandboxHold;
  requests(filter?: RequestFilter): RecordedRequest[];
  /** Most requests in flight at once since start or the last reset. */
  maxInFlight(): number;
  inFlight(): number;
  stats(): SandboxStats;
  /** Clears scripts and records; the in-flight maximum restarts from what is in flight now. */
  reset(): void;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 10 * 1024 * 1024;
const JSON_TYPE = 'application/json; charset=utf-8';
const CONTROL_PREFIX = '/__sandbox__/';
const ASSETS_PREFIX = '/__sandbox__/assets/';

interface ParsedBody {
  value: unknown;
  invalidJson: boolean;
}

function queryObject(query: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of query) {
    const previous = out[key];
    if (previous === undefined) out[key] = value;
    else if (Array.isArray(previous)) previous.push(value);
    else out[key] = [previous, value];
  }
  return out;
}

function parseBody(text: string): ParsedBody {
  if (text === '') return { value: undefined, invalidJson: false };
  try {
    return { value: JSON.parse(text), invalidJson: false };
  } catch {
    return { value: text, invalidJson: true };
  }
}

/** Reads the whole body as text; null when it is larger than the cap (answer 413). */
function readBody(
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

const TOO_LARGE = { ok: false, error: `Body larger than ${MAX_BODY_BYTES} bytes` };

function hasBodyMethod(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD';
}

function send(
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

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  send(res, status, body);
}

/** The 400 a validating backend gives before doing any work; null when the call is well formed. */
function validate(def: RouteDef, query: URLSearchParams, body: ParsedBody): RouteAnswer | null {
  for (const name of def.requiredQuery ?? []) {
    const value = query.get(name);
    if (value === null || value.trim() === '') {
      return { status: 400, body: { ok: false, error: `Missing query parameter: ${name}` } };
    }
  }
  if (def.body === undefined) return null;
  if (body.invalidJson)
    return { status: 400, body: { ok: false, error: 'Body is not valid JSON' } };
  if (def.body === 'any-json') return null;
  if (body.value === undefined) {
    return { status: 400, body: { ok: false, error: 'Body must be a JSON object' } };
  }
  const parsed = def.body.safeParse(body.value);
  return parsed.success ? null : invalidBody(parsed.error);
}

function scriptedAnswer(plausible: RouteAnswer, effect: ScriptEffect | null): RouteAnswer {
  if (!effect || (effect.status === undefined && !effect.hasBody)) return plausible;
  const status = effect.status ?? plausible.status;
  if (effect.hasBody) return { status, body: effect.body };
  if (status >= 400) return { status, body: { ok: false, error: `Scripted failure (${status})` } };
  return { ...plausible, status };
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const recorder = new Recorder(options.recordLimit);
  const scriptBook = new ScriptBook((id) => routeIds.has(id));
  const holdBook = new HoldBook();
  const timers = new Set<NodeJS.Timeout>();
  let inFlight = 0;
  let maxInFlight = 0;
  let origin = '';

  function serviceRequest(
    req: IncomingMessage,
    res: ServerResponse,
    rawUrl: string,
    path: string,
    search: string,
  ): void {
    const method = req.method ?? 'GET';
    const started = performance.now();
    const match = matchRoute(method === 'HEAD' ? 'GET' : method, path);
    const query = new URLSearchParams(search);
    const def = match.kind === 'none' ? null : match.def;
    const record: RecordedRequest = {
      seq: recorder.nextSeq(),
      routeId: def?.id ?? null,
      service: def?.service ?? null,
      method,
      path,
      query: queryObject(query),
      body: undefined,
      time: Date.now(),
      status: null,
      durationMs: null,
      networkError: false,
      scripted: false,
      clientAborted: false,
      authorization: req.headers.authorization ?? null,
      idempotencyKey: (req.headers['idempotency-key'] as string | undefined) ?? null,
    };
    recorder.push(record);
    inFlight++;
    if (inFlight > maxInFlight) maxInFlight = inFlight;
    let settled = false;
    res.once('close', () => {
      if (settled) return;
      settled = true;
      inFlight--;
      if (record.status === null) {
        record.clientAborted = true;
        record.durationMs = performance.now() - started;
      }
    });

    const finish = (answer: RouteAnswer) => {
      record.status = answer.status;
      record.durationMs = performance.now() - started;
      send(res, answer.status, answer.body, answer.headers, method === 'HEAD');
    };

    const respond = (body: ParsedBody, effect: ScriptEffect | null) => {
      if (res.destroyed) return;
      if (effect?.networkError) {
        record.status = 0;
        record.networkError = true;
        record.durationMs = performance.now() - started;
        req.socket.destroy();
        return;
      }
      if (match.kind === 'wrong-method') {
        finish({
          status: 405,
          headers: { allow: match.allow.join(', ') },
          body: { ok: false, error: `Method ${method} not allowed on ${path}` },
        });
        return;
      }
      if (match.kind === 'none') {
        finish({ status: 404, body: { ok: false, error: `Unknown route: ${method} ${path}` } });
        return;
      }
      const invalid = validate(match.def, query, body);
      if (invalid) {
        finish(invalid);
        return;
      }
      let plausible: RouteAnswer;
      try {
        plausible = match.def.handle({ params: match.params, query, body: body.value, origin });
      } catch (error) {
        plausible = {
          status: 500,
          body: { ok: false, error: `Sandbox handler failed: ${(error as Error).message}` },
        };
      }
      const answer = scriptedAnswer(plausible, effect);
      if (answer.status >= 200 && answer.status < 300) {
        options.onAnswered?.({
          routeId: match.def.id,
          params: match.params,
          query,
          origin,
          body: body.value,
          answer: answer.body,
        });
      }
      finish(answer);
    };

    const proceed = (body: ParsedBody) => {
      record.body = body.value;
      const effect = match.kind === 'found' ? scriptBook.take(match.def.id, rawUrl) : null;
      if (effect) record.scripted = true;
      const answer = () => {
        if (effect && effect.latencyMs > 0) {
          const timer = setTimeout(() => {
            timers.delete(timer);
            respond(body, effect);
          }, effect.latencyMs);
          timers.add(timer);
        } else {
          respond(body, effect);
        }
      };
      if (match.kind === 'found') holdBook.gate(match.def.id, rawUrl, answer);
      else answer();
    };

    if (hasBodyMethod(method)) {
      readBody(req, res, (text) =>
        text === null ? finish({ status: 413, body: TOO_LARGE }) : proceed(parseBody(text)),
      );
    } else proceed({ value: undefined, invalidJson: false });
  }

  function controlRequest(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    search: string,
  ): void {
    const method = req.method ?? 'GET';
    const query = new URLSearchParams(search);
    if (path.startsWith(ASSETS_PREFIX)) {
      const answer = (text: string | null = '') => {
        if (text === null) return sendJson(res, 413, TOO_LARGE);
        const asset = serveAsset(method, path, query, origin);
        if (res.destroyed) return;
        res.writeHead(asset.status, {
          'content-type': asset.contentType,
          'content-length': Buffer.byteLength(asset.body),
        });
        res.end(asset.body);
      };
      if (hasBodyMethod(method)) readBody(req, res, answer);
      else answer();
      return;
    }
    const name = path.slice(CONTROL_PREFIX.length);
    if (method === 'GET' && name === 'requests') {
      const service = query.get('service');
      const since = query.get('since');
      if (since !== null && !/^\d+$/.test(since)) {
        sendJson(res, 400, { ok: false, error: 'since must be a request seq (a whole number)' });
        return;
      }
      const requests = recorder.list({
        route: query.get('route') ?? undefined,
        service: (service ?? undefined) as SandboxService | undefined,
        method: query.get('method') ?? undefined,
        path: query.get('path') ?? undefined,
        since: since === null ? undefined : Number(since),
      });
      sendJson(res, 200, { count: requests.length, requests });
      return;
    }
    if (method === 'GET' && name === 'stats') return sendJson(res, 200, sandbox.stats());
    if (method === 'GET' && name === 'routes') return sendJson(res, 200, { routes: routeInfos });
    if (method === 'GET' && name === 'scripts') {
      return sendJson(res, 200, { scripts: scriptBook.list() });
    }
    if (method === 'POST' && name === 'reset') {
      readBody(req, res, () => {
        // A reset needs no body; an oversized one is drained and ignored.
        sandbox.reset();
        sendJson(res, 200, { ok: true });
      });
      return;
    }
    if (method === 'POST' && name === 'script') {
      readBody(req, res, (text) => {
        if (text === null) return sendJson(res, 413, TOO_LARGE);
        const body = parseBody(text);
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
          sendJson(res, 200, { ok: true, ids: scriptBook.add(list) });
        } catch (error) {
          sendJson(res, 400, { ok: false, error: (error as Error).message });
        }
      });
      return;
    }
    const known = ['requests', 'stats', 'routes', 'scripts', 'reset', 'script'].includes(name);
    sendJson(res, known ? 405 : 404, {
      ok: false,
      error: known ? `Method ${method} not allowed on ${path}` : `Unknown control route: ${path}`,
    });
  }

  const server = createServer((req, res) => {
    const rawUrl = req.url ?? '/';
    const mark = rawUrl.indexOf('?');
    const path = mark === -1 ? rawUrl : rawUrl.slice(0, mark);
    const search = mark === -1 ? '' : rawUrl.slice(mark + 1);
    if (path.startsWith(CONTROL_PREFIX)) controlRequest(req, res, path, search);
    else serviceRequest(req, res, rawUrl, path, search);
  });
  // Bulk-sync runs open many keep-alive sockets; Node's defaults are fine, but never time out a
  // scripted slow answer.
  server.requestTimeout = 0;
  server.headersTimeout = 60_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  let closing: Promise<void> | null = null;

  const sandbox: Sandbox = {
    url: origin,
    port,
    routes: routeInfos,
    script: (input) => scriptBook.add(Array.isArray(input) ? input : [input]),
    scripts: () => scriptBook.list(),
    hold(input) {
      if (input.route !== '*' && !routeIds.has(input.route)) {
        throw new Error(`unknown route id "${input.route}"`);
      }
      return holdBook.add(input);
    },
    requests: (filter) => recorder.list(filter),
    maxInFlight: () => maxInFlight,
    inFlight: () => inFlight,
    stats: () => ({
      inFlight,
      maxInFlight,
      recorded: recorder.size,
      received: recorder.total,
      scripts: scriptBook.size,
    }),
    reset() {
      holdBook.releaseAll();
      scriptBook.clear();
      recorder.clear();
      maxInFlight = inFlight;
    },
    close() {
      closing ??= new Promise<void>((resolve) => {
        holdBook.releaseAll();
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
  return sandbox;
}
