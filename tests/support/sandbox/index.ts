/**
 * The sandbox's public surface for tests, end-to-end specs and benchmarks. Its route table
 * ships with the app (src/main/services/demo-services/): the embedded demo services run the
 * same routes, so tests and the first run exercise one implementation. Only this test
 * sandbox adds the HTTP control plane (/__sandbox__/: requests, scripts, reset) and serves
 * its assets on its own origin.
 */
import {
  startServiceServer,
  type ServiceServer,
  type ServiceServerOptions,
  type ServiceServerStats,
} from '../../../src/main/services/demo-services/server';
import { ASSETS_PREFIX, controlRequest } from './control-plane';

export type Sandbox = ServiceServer;
export type SandboxStats = ServiceServerStats;
export type SandboxOptions = Omit<ServiceServerOptions, 'assetsUrl' | 'extraRequest' | 'secret'>;

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  let sandbox: Sandbox | null = null;
  sandbox = await startServiceServer({
    ...options,
    assetsUrl: (origin) => `${origin}${ASSETS_PREFIX.slice(0, -1)}`,
    // Nothing knows the port before listen resolves, so no request arrives before `sandbox`.
    extraRequest: (req, res, path, search) =>
      sandbox !== null && controlRequest(sandbox, req, res, path, search),
  });
  return sandbox;
}

export type { AnsweredRoute } from '../../../src/main/services/demo-services/server';
export type { ActiveScript, ScriptInput } from '../../../src/main/services/demo-services/scripts';
export type {
  RecordedRequest,
  RequestFilter,
  RouteInfo,
  SandboxService,
} from '../../../src/main/services/demo-services/types';
export { routeInfos } from '../../../src/main/services/demo-services/route-table';
