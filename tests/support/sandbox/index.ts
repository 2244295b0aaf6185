/**
 * The sandbox's public surface for tests, end-to-end specs and benchmarks. Its route table
 * ships with the app (src/main/services/demo-services/): the embedded demo services run the
 * same routes, so tests and the first run exercise one implementation.
 */
export { startSandbox } from '../../../src/main/services/demo-services/server';
export type {
  Sandbox,
  SandboxOptions,
  SandboxStats,
} from '../../../src/main/services/demo-services/server';
export type { ActiveScript, ScriptInput } from '../../../src/main/services/demo-services/scripts';
export type {
  RecordedRequest,
  RequestFilter,
  RouteInfo,
  SandboxService,
} from '../../../src/main/services/demo-services/types';
export { routeInfos } from '../../../src/main/services/demo-services/route-table';
