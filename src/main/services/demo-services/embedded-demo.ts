import { routeInfos } from './route-table';
import type { ScriptInput } from './scripts';
import { startSandbox } from './server';

/** What the embedded demo answers with: tens of milliseconds, as a real service would. */
export const DEMO_LATENCY_MS = 40;
/**
 * Demo products whose first call to each workers route fails (503), so that errors, the
 * error detail and 'Retentar Erros' can be tried: the retry then succeeds.
 */
export const DEMO_FAILING_CODES = ['5703', '8105'] as const;
export const DEMO_FAILURE_MESSAGE =
  'Falha simulada pelos serviços de demonstração: tente de novo com Retentar Erros.';

export interface DemoServices {
  url: string;
  close(): Promise<void>;
}

/** The scripts that give the demo its latency and its deterministic first failures. */
export function demoScripts(): ScriptInput[] {
  const failures = routeInfos
    .filter((route) => route.service === 'workers')
    .flatMap((route) =>
      DEMO_FAILING_CODES.map(
        (code): ScriptInput => ({
          route: route.id,
          match: code,
          status: 503,
          body: { error: DEMO_FAILURE_MESSAGE },
          times: 1,
        }),
      ),
    );
  return [{ route: '*', latencyMs: DEMO_LATENCY_MS }, ...failures];
}

/**
 * The workers, console API and functions routes of the spec, from the same route table as the
 * test sandbox, on a free loopback port: what the unconfigured local profile talks to, so a
 * first run can try a bulk sync, the product flows and the AI Editor.
 */
export async function startDemoServices(): Promise<DemoServices> {
  const server = await startSandbox({ port: 0, recordLimit: 1_000 });
  server.script(demoScripts());
  return { url: server.url, close: () => server.close() };
}
