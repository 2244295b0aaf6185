import type { Sandbox } from './index';

export interface CallResult {
  status: number;
  body: unknown;
  headers: Headers;
}

/** One call to the sandbox; a JSON body is sent as is, a string raw (to test bad JSON). */
export async function call(
  sandbox: Sandbox,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<CallResult> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    redirect: 'manual',
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    // Non-JSON answers (scripted text bodies) stay text.
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** Shorthand for the `data` of an `{ok, data}` answer. */
export function dataOf(result: CallResult): Record<string, unknown> {
  return (result.body as { data: Record<string, unknown> }).data;
}
