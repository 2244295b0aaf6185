import type { z } from 'zod';
import type { RouteAnswer } from './types';

export function ok(data: unknown): RouteAnswer {
  return { status: 200, body: { ok: true, data } };
}

export function fail(
  status: number,
  error: string,
  extra: Record<string, unknown> = {},
): RouteAnswer {
  return { status, body: { ok: false, error, ...extra } };
}

export function badRequest(error: string, extra: Record<string, unknown> = {}): RouteAnswer {
  return fail(400, error, extra);
}

/** A 400 listing each zod issue by path, the way a validating backend would. */
export function invalidBody(error: z.ZodError): RouteAnswer {
  return badRequest('Invalid body', {
    issues: error.issues.map((issue) => ({
      path: issue.path.map(String).join('.') || '(root)',
      message: issue.message,
    })),
  });
}
