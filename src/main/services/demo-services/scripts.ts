import { z } from 'zod';

/** How one route (or every route, '*') should misbehave; see README in server.ts. */
export const scriptInputSchema = z
  .object({
    route: z.string().trim().min(1),
    latencyMs: z.number().int().min(0).max(600_000).optional(),
    status: z.number().int().min(100).max(599).optional(),
    /** Replaces the plausible body; a string is sent as text/plain. */
    body: z.unknown().optional(),
    /** Applies to the next N matching calls only. */
    times: z.number().int().positive().optional(),
    /** Applies only when the request path+query contains this (raw or URI-decoded). */
    match: z.string().min(1).optional(),
    /** Destroys the socket instead of answering. */
    networkError: z.boolean().optional(),
  })
  .strict();

export type ScriptInput = z.input<typeof scriptInputSchema>;

export interface ActiveScript extends z.output<typeof scriptInputSchema> {
  id: string;
  /** Calls left when `times` was given. */
  remaining?: number;
  hasBody: boolean;
}

/** The combined effect of every script matching one request. */
export interface ScriptEffect {
  latencyMs: number;
  status?: number;
  hasBody: boolean;
  body?: unknown;
  networkError: boolean;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Whether a script or hold for `route` (or '*'), narrowed by `match`, applies to this call. */
export function callMatches(
  { route, match }: { route: string; match?: string },
  routeId: string,
  rawUrl: string,
): boolean {
  if (route !== '*' && route !== routeId) return false;
  return match === undefined || rawUrl.includes(match) || safeDecode(rawUrl).includes(match);
}

/**
 * Scripts layer: every active script that matches a request applies, newer ones overriding
 * older ones field by field, so '*' latency combines with a per-route failure. Each matching
 * script with `times` uses one of its calls.
 */
export class ScriptBook {
  private scripts: ActiveScript[] = [];
  private nextId = 1;

  constructor(private readonly isKnownRoute: (id: string) => boolean) {}

  /** Validates and adds; throws an Error naming the problem (the HTTP layer answers 400). */
  add(inputs: unknown[]): string[] {
    const parsed = inputs.map((input, index) => {
      const result = scriptInputSchema.safeParse(input);
      if (!result.success) {
        const issue = result.error.issues[0];
        throw new Error(`script ${index}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
      }
      if (result.data.route !== '*' && !this.isKnownRoute(result.data.route)) {
        throw new Error(`script ${index}: unknown route id "${result.data.route}"`);
      }
      return { data: result.data, hasBody: Object.prototype.hasOwnProperty.call(input, 'body') };
    });
    return parsed.map(({ data, hasBody }) => {
      const id = `s${this.nextId++}`;
      this.scripts.push({ ...data, id, hasBody, remaining: data.times });
      return id;
    });
  }

  list(): ActiveScript[] {
    return this.scripts.map((script) => ({ ...script }));
  }

  clear(): void {
    this.scripts = [];
  }

  get size(): number {
    return this.scripts.length;
  }

  /** The effect for one request, consuming `times`; null when no script matches. */
  take(routeId: string, rawUrl: string): ScriptEffect | null {
    if (this.scripts.length === 0) return null;
    let effect: ScriptEffect | null = null;
    let exhausted = false;
    for (const script of this.scripts) {
      if (!callMatches(script, routeId, rawUrl)) continue;
      effect ??= { latencyMs: 0, hasBody: false, networkError: false };
      // Scripts are kept oldest first, so later ones override.
      if (script.latencyMs !== undefined) effect.latencyMs = script.latencyMs;
      if (script.status !== undefined) effect.status = script.status;
      if (script.hasBody) {
        effect.hasBody = true;
        effect.body = script.body;
      }
      if (script.networkError !== undefined) effect.networkError = script.networkError;
      if (script.remaining !== undefined) {
        script.remaining -= 1;
        if (script.remaining <= 0) exhausted = true;
      }
    }
    if (exhausted) {
      this.scripts = this.scripts.filter((s) => s.remaining === undefined || s.remaining > 0);
    }
    return effect;
  }
}
