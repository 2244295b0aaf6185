import { z } from 'zod';
import { texts } from '../texts/pt-BR';
import type { JsonSchema } from './product-schema';
import { errorMessage } from '../errors/error-message';

const t = texts.aiAssistant;

/** Spec 01 §9: the tool-calling loop runs at most this many rounds per user message. */
export const MAX_ASSISTANT_ROUNDS = 10;

/** One message of the conversation, in the chat-completions shape the console API forwards. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'function';
  content: string | null;
  /** The function a 'function' message answers. */
  name?: string;
  /** OpenAI sends the arguments as a JSON string; kept that way so the history replays. */
  function_call?: { name: string; arguments: string };
}

export interface AssistantRequestBody {
  project: string;
  product_data: Record<string, unknown>;
  product_schema: JsonSchema;
  messages: ChatMessage[];
}

export interface ToolCall {
  name: string;
  arguments: Record<string, unknown>;
}

/** What a POST gave: its body, or why there is none ('http' = the server answered non-OK). */
export type PostResult =
  | { ok: true; body: unknown }
  | { ok: false; failure: 'http' | 'transport'; detail?: string };

export type LoopOutcome =
  | { status: 'answered'; content: string; refusal: boolean }
  | { status: 'error'; message: string; detail?: string }
  | { status: 'limit' }
  | { status: 'cancelled' };

export interface LoopResult {
  /** The whole conversation after this run, ready to be sent again with the next message. */
  messages: ChatMessage[];
  outcome: LoopOutcome;
  /** Requests made to the response route. */
  rounds: number;
}

export interface LoopOptions {
  project: string;
  productData: Record<string, unknown>;
  productSchema: JsonSchema;
  /** The conversation so far, ending with the user's new message. */
  messages: readonly ChatMessage[];
  postResponse(body: AssistantRequestBody): Promise<PostResult>;
  postTool(call: ToolCall): Promise<PostResult>;
  maxRounds?: number;
  /** Before each request: the round about to run and the conversation so far. */
  onRound?(round: number, messages: readonly ChatMessage[]): void;
  /** Checked after every await: true stops the run, keeping what is complete. */
  isCancelled?(): boolean;
}

const answerSchema = z.object({
  ok: z.boolean(),
  messages: z
    .object({
      content: z.string().nullish(),
      function_call: z
        .object({
          name: z.string().min(1),
          arguments: z.union([z.string(), z.record(z.string(), z.unknown())]).nullish(),
        })
        .nullish(),
      refusal: z.string().nullish(),
    })
    .nullish(),
  error: z.unknown().optional(),
});

const describe = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

/** Tool arguments as an object, or null when they are not a JSON object. */
function parseArguments(raw: string | Record<string, unknown> | null | undefined) {
  if (raw === null || raw === undefined || raw === '') return { ok: true as const, value: {} };
  if (typeof raw !== 'string') return { ok: true as const, value: raw };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    return { ok: false as const, detail: errorMessage(error) };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false as const, detail: t.argumentsNotObject };
  }
  return { ok: true as const, value: parsed as Record<string, unknown> };
}

async function settle(call: () => Promise<PostResult>): Promise<PostResult> {
  try {
    return await call();
  } catch (error) {
    return {
      ok: false,
      failure: 'transport',
      detail: errorMessage(error),
    };
  }
}

/**
 * One user turn with the assistant: ask the console API, run each function it calls through
 * the tools route and feed the result back, until it answers in words, fails, or has used
 * `maxRounds` requests. Pure: the two POSTs are injected, failures come back as outcomes.
 */
export async function runAssistantLoop(options: LoopOptions): Promise<LoopResult> {
  const maxRounds = options.maxRounds ?? MAX_ASSISTANT_ROUNDS;
  const messages = [...options.messages];
  const cancelled = () => options.isCancelled?.() === true;
  const done = (outcome: LoopOutcome, rounds: number): LoopResult => ({
    messages,
    outcome,
    rounds,
  });
  const failed = (message: string, rounds: number, detail?: string) =>
    done({ status: 'error', message, ...(detail ? { detail } : {}) }, rounds);

  for (let round = 1; round <= maxRounds; round++) {
    if (cancelled()) return done({ status: 'cancelled' }, round - 1);
    options.onRound?.(round, messages);
    const result = await settle(() =>
      options.postResponse({
        project: options.project,
        product_data: options.productData,
        product_schema: options.productSchema,
        messages: [...messages],
      }),
    );
    if (cancelled()) return done({ status: 'cancelled' }, round);
    if (!result.ok) {
      const message = result.failure === 'http' ? t.serverNotOk : t.fetchFailed;
      return failed(message, round, result.detail);
    }
    const parsed = answerSchema.safeParse(result.body);
    if (!parsed.success) return failed(t.fetchFailed, round, t.unexpectedAnswer);
    const answer = parsed.data;
    if (!answer.ok) {
      const error = describe(answer.error);
      return failed(error === '' ? t.serverNotOk : error, round);
    }
    const reply = answer.messages ?? {};
    const call = reply.function_call;

    if (!call) {
      if (reply.refusal) {
        // Spec 01 §8: a refusal is shown as the assistant's content.
        messages.push({ role: 'assistant', content: reply.refusal });
        return done({ status: 'answered', content: reply.refusal, refusal: true }, round);
      }
      if (!reply.content) return failed(t.fetchFailed, round, t.emptyAnswer);
      messages.push({ role: 'assistant', content: reply.content });
      return done({ status: 'answered', content: reply.content, refusal: false }, round);
    }

    // Asking for a function on the last allowed round: nobody would read its result.
    if (round === maxRounds) return done({ status: 'limit' }, round);
    const args = parseArguments(call.arguments);
    if (!args.ok) return failed(t.badArguments, round, args.detail);
    const tool = await settle(() => options.postTool({ name: call.name, arguments: args.value }));
    if (cancelled()) return done({ status: 'cancelled' }, round);
    if (!tool.ok) {
      const detail = tool.detail ? t.toolError(call.name, tool.detail) : call.name;
      return failed(t.toolFailed, round, detail);
    }
    const toolBody = tool.body;
    if (typeof toolBody === 'object' && toolBody !== null && 'error' in toolBody) {
      const error = describe((toolBody as { error: unknown }).error);
      if (error !== '' && error !== 'null') {
        return failed(t.toolFailed, round, t.toolError(call.name, error));
      }
    }
    // The round counts only once both halves are known, so the history never holds a call
    // without its result.
    messages.push({
      role: 'assistant',
      content: reply.content ?? null,
      function_call: {
        name: call.name,
        arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(args.value),
      },
    });
    messages.push({
      role: 'function',
      name: call.name,
      content: JSON.stringify(toolBody ?? null),
    });
  }
  return done({ status: 'limit' }, maxRounds);
}
