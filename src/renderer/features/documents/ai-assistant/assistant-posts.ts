import type {
  PostResult,
  ToolCall,
  AssistantRequestBody,
} from '../../../../shared/ai/assistant-loop';
import type { AppBridge } from '../../../bridge/bridge';
import { callService, failureDetail, type IdTokenSource } from '../../../bridge/service-call';

export const AI_RESPONSE_PATH = '/api/console/products/ai/response';
export const AI_TOOLS_PATH = '/api/console/products/ai/tools';

// A model answer can take a while; a tool is a plain lookup.
const RESPONSE_TIMEOUT_MS = 120_000;
const TOOL_TIMEOUT_MS = 60_000;

export interface AssistantPosts {
  postResponse(body: AssistantRequestBody): Promise<PostResult>;
  postTool(call: ToolCall): Promise<PostResult>;
  /** Aborts the request in flight, if any (its result then comes back as a transport failure). */
  abort(): void;
}

/**
 * The two console API calls of the assistant (spec 01 §7), with the project as query
 * parameter and the user's ID token (callService). Failures come back as data.
 */
export function createAssistantPosts(
  bridge: AppBridge,
  projectId: string,
  getIdToken: IdTokenSource,
): AssistantPosts {
  let inFlight: AbortController | null = null;
  const post = async (path: string, body: unknown, timeoutMs: number): Promise<PostResult> => {
    const controller = new AbortController();
    inFlight = controller;
    try {
      const result = await callService(
        bridge,
        getIdToken,
        { service: 'api', method: 'POST', path, query: { project: projectId }, body, timeoutMs },
        controller.signal,
      );
      if (result.ok) return { ok: true, body: result.body };
      return {
        ok: false,
        failure: result.kind === 'http' ? 'http' : 'transport',
        detail: failureDetail(result),
      };
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  };
  return {
    postResponse: (body) => post(AI_RESPONSE_PATH, body, RESPONSE_TIMEOUT_MS),
    postTool: (call) => post(AI_TOOLS_PATH, call, TOOL_TIMEOUT_MS),
    abort() {
      inFlight?.abort();
    },
  };
}
