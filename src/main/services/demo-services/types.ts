import type { SeedData } from '../../../shared/data/seed';
export type SandboxService = 'workers' | 'api' | 'functions';
export type SandboxMethod = 'GET' | 'POST';

/** What a route handler answers: a JSON body, or a redirect for the OAuth connect link. */
export interface RouteAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RouteContext {
  params: Record<string, string>;
  query: URLSearchParams;
  /** Parsed JSON body; undefined when the request had none. */
  body: unknown;
  /** This server's origin (http://127.0.0.1:port), for URLs that must point back here. */
  origin: string;
  /** The base URL (no trailing slash) of the asset links: images, player pages, files. */
  assets: string;
  /** The demo data set (the seed), when the server was given one: answers that read data use it. */
  seed?: SeedData;
}

export interface RouteInfo {
  id: string;
  service: SandboxService;
  method: SandboxMethod;
  /** Path pattern with `:name` segments, e.g. /api/console/products/:id */
  path: string;
}

export interface RecordedRequest {
  /** Increasing across the sandbox's life; survives the record cap, restarts at reset. */
  seq: number;
  /** null for a path that matches no route (answered 404). */
  routeId: string | null;
  service: SandboxService | null;
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  /** Parsed JSON body, the raw text when it was not JSON, undefined when there was none. */
  body: unknown;
  /** Epoch milliseconds when the request arrived. */
  time: number;
  /** The status answered; null while in flight, 0 when the socket was destroyed. */
  status: number | null;
  durationMs: number | null;
  networkError: boolean;
  /** The client went away before an answer was written. */
  clientAborted: boolean;
  /** True when a script changed latency, status, body or the socket. */
  scripted: boolean;
  authorization: string | null;
  /** The Idempotency-Key header, as bulk sync sends it. */
  idempotencyKey: string | null;
}

export interface RequestFilter {
  route?: string;
  service?: SandboxService;
  method?: string;
  /** Substring of the path. */
  path?: string;
  /** Only requests with a seq greater than this (poll for new ones). */
  since?: number;
}
