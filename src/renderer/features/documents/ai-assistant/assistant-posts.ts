import type {
  PostResult,
  ToolCall,
  AssistantRequestBody,
} from '../../../../shared/ai/assistant-loop';
import type { AppBridge } from '../../../bridge/bridge';
import { errorMessage } from '../../../../shared/errors/error-message';

export const AI_RESPONSE_PATH = '/api/console/products/ai/response';
export const AI_TOOLS_PATH = '/api/console/products/ai/tools';

// A model answer can take a while; a tool is a plain lookup.
const RESPONSE_TIMEOUT_MS = 120_000;
const TOOL_TIMEOUT_MS = 60_000;
const EXCERPT_CHARS = 300;

let requestCounter = 0;

export interface AssistantPosts {
  postResponse(body: AssistantRequestBody): Promise<PostResult>;
  postTool(call: ToolCall): Promise<PostResult>;
  /** Aborts the request in flight, if any (its result then comes back as a transport failure). */
  abort(): void;
}

/**
 * The two console API calls of the assistant (spec 01 §7) through the bridge's HTTP client,
 * with the project as query parameter and the user's ID token. Failures come back as data.
 */
export function createAssistantPosts(
  bridge: AppBridge,
  projectId: string,
  getIdToken: () => Promise<string | null>,
): AssistantPosts {
  let inFlight: string | null = null;
  const post = async (path: string, body: unknown, timeoutMs: number): Promise<PostResult> => {
    const requestId = `ai-assistant-${++requestCounter}`;
    inFlight = requestId;
    try {
      const idToken = await getIdToken().catch(() => null);
      const result = await bridge.invoke('http.request', {
        service: 'api',
        method: 'POST',
        path,
        query: { project: projectId },
        body,
        timeoutMs,
        requestId,
        ...(idToken ? { idToken } : {}),
      });
      if (result.ok) return { ok: true, body: result.body };
      const excerpt = result.bodyExcerpt.trim().slice(0, EXCERPT_CHARS);
      return {
        ok: false,
        failure: result.kind === 'http' ? 'http' : 'transport',
        detail: excerpt ? `${result.message} ${excerpt}` : result.message,
      };
    } catch (error) {
      return {
        ok: false,
        failure: 'transport',
        detail: errorMessage(error),
      };
    } finally {
      if (inFlight === requestId) inFlight = null;
    }
  };
  return {
    postResponse: (body) => post(AI_RESPONSE_PATH, body, RESPONSE_TIMEOUT_MS),
    postTool: (call) => post(AI_TOOLS_PATH, call, TOOL_TIMEOUT_MS),
    abort() {
      if (inFlight) bridge.invoke('http.abort', { requestId: inFlight }).catch(() => undefined);
    },
  };
}
