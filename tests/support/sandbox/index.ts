/** The sandbox's public surface for tests, end-to-end specs and benchmarks. */
export { startSandbox } from './server';
export type { Sandbox, SandboxOptions, SandboxStats } from './server';
export type { ActiveScript, ScriptInput } from './scripts';
export type { RecordedRequest, RequestFilter, RouteInfo, SandboxService } from './types';
export { routeInfos } from './route-table';
