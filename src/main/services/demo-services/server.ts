import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { SeedData } from '../../../shared/data/seed';
import type { AddressInfo } from 'node:net';
import { invalidBody } from './answers';
import { carriesSecret, isLoopbackHost } from './guard';
import {
  hasBodyMethod,
  NO_BODY,
  parseBody,
  readBody,
  send,
  sendJson,
  splitTarget,
  TOO_LARGE,
  type ParsedBody,
} from './http-io';
import { Recorder } from './recorder';
import type { RouteDef } from './route-def';
import { matchRoute, routeIds, routeInfos } from './route-table';
import { HoldBook, type HoldInput, type SandboxHold } from './holds';
import { ScriptBook, type ActiveScript, type ScriptEffect, type ScriptInput } from './scripts';
import type { RecordedRequest, RequestFilter, RouteAnswer, RouteInfo } from './types';

/**
 * The service server: one 127.0.0.1 origin serving the workers service, the console API and
 * the functions service of spec 01 §7 and spec 02 §7, scriptable and recording in process.
 * It serves the service routes only: the test sandbox (tests/support/sandbox) adds its HTTP
 * control plane through `extraRequest`; the embedded demo adds a per-launch secret.
 *
 * Order per request: check the Host (403) and the secret (401), match the route (404/405
 * otherwise), take the matching scripts, wait their latency, destroy the socket if scripted
 * so, validate (a malformed call always gets its 400, even under a script), then answer the
 * scripted status/body or the plausible one.
 */

export interface ServiceServerOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** How many requests are kept (oldest dropped first). */
  recordLimit?: number;
  /** Told of every successful route answer (the demo services mirror writes from it). */
  onAnswered?: (answered: AnsweredRoute) => void;
  /** When set, every request must carry it (guard.ts DEMO_SECRET_HEADER), else 401. */
  secret?: string;
  /** The base URL of the asset links in answers (images, player, files), from this origin. */
  assetsUrl: (origin: string) => string;
  /** The demo data set, handed to the routes (a segment answers its real members). */
  seed?: SeedData;
  /** Answers a request that is not a service call (the test control plane); true if it did. */
  extraRequest?: (
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    search: string,
  ) => boolean;
}

/** A route call that was answered 2xx. */
export interface AnsweredRoute {
  routeId: string;
  params: Record<string, string>;
  query: URLSearchParams;
  origin: string;
  /** The base URL of the asset links (images, player, files). */
  assets: string;
  /** The call's parsed body and the answer's: a test's stand-in writes what the service would. */
  body?: unknown;
  answer?: unknown;
}

export interface ServiceServerStats {
  inFlight: number;
  maxInFlight: number;
  recorded: number;
  received: number;
  scripts: number;
}

export interface ServiceServer {
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
  stats(): ServiceServerStats;
  /** Clears scripts and records; the in-flight maximum restarts from what is in flight now. */
  reset(): void;
  close(): Promise<void>;
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

/** The 400 a validating backend gives before doing any work; null when the call is well formed. */
function validate(def: RouteDef, query: URLSearchParams, body: ParsedBody): RouteAnswer | null {
  for (const name of def.requiredQuery ?? []) {
    const value = query.get(name);
    if (value === null || value.trim() === '') {
      return { status: 400, body: { ok: false, error: `Missing query parameter: ${name}` } };
    }
  }
  if (def.body === undefined) return null;
  if (body.notJson) {
    return { status: 415, body: { ok: false, error: 'Content-Type must be application/json' } };
  }
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

export async function startServiceServer(options: ServiceServerOptions): Promise<ServiceServer> {
  const recorder = new Recorder(options.recordLimit);
  const scriptBook = new ScriptBook((id) => routeIds.has(id));
  const holdBook = new HoldBook();
  const timers = new Set<NodeJS.Timeout>();
  let inFlight = 0;
  let maxInFlight = 0;
  let origin = '';
  let assets = '';

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
        plausible = match.def.handle({
          params: match.params,
          query,
          body: body.notJson ? undefined : body.value,
          origin,
          assets,
          seed: options.seed,
        });
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
          assets,
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
        text === null
          ? finish({ status: 413, body: TOO_LARGE })
          : proceed(parseBody(text, req.headers['content-type'])),
      );
    } else proceed(NO_BODY);
  }

  let port = 0;
  const server = createServer((req, res) => {
    if (!isLoopbackHost(req.headers.host, port)) {
      sendJson(res, 403, { ok: false, error: 'Host not allowed' });
      return;
    }
    if (options.secret !== undefined && !carriesSecret(req, options.secret)) {
      sendJson(res, 401, { ok: false, error: 'Missing or wrong service secret' });
      return;
    }
    const rawUrl = req.url ?? '/';
    const { path, search } = splitTarget(rawUrl);
    if (options.extraRequest?.(req, res, path, search)) return;
    serviceRequest(req, res, rawUrl, path, search);
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
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  assets = options.assetsUrl(origin);
  let closing: Promise<void> | null = null;

  const sandbox: ServiceServer = {
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
