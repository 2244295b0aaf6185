import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  MAX_ASSISTANT_ROUNDS,
  runAssistantLoop,
  type ChatMessage,
  type LoopOutcome,
} from '../../../../shared/ai/assistant-loop';
import { toAssistantData } from '../../../../shared/ai/product-data';
import { buildProductSchema } from '../../../../shared/ai/product-schema';
import type { FormDefinition } from '../../../../shared/forms/field-definition';
import { texts } from '../../../../shared/texts/pt-BR';
import { useBridge } from '../../../bridge/bridge-context';
import { useDataPorts } from '../../../data/provider';
import type { FormStore } from '../../../document-session/form-store';
import { createAssistantPosts } from './assistant-posts';
import { errorMessage } from '../../../../shared/errors/error-message';

const t = texts.aiAssistant;

/** What the conversation shows: the messages exchanged, plus errors and notices between them. */
export type ConversationEntry =
  | { kind: 'message'; message: ChatMessage; refusal?: boolean }
  | { kind: 'error'; message: string; detail?: string }
  | { kind: 'notice'; text: string; tone: 'warning' | 'info' };

export interface LatestAnswer {
  content: string;
  /** Changes with each answer, so a proposal's applied state belongs to one answer. */
  id: number;
}

export interface AssistantConversation {
  entries: ConversationEntry[];
  /** The round running now (1-based), or null when idle. */
  busyRound: number | null;
  maxRounds: number;
  /** The assistant's latest answer in words (not a refusal): where a proposal may be. */
  latestAnswer: LatestAnswer | null;
  send(text: string): void;
  stop(): void;
  reset(): void;
}

const asEntry = (message: ChatMessage): ConversationEntry => ({ kind: 'message', message });

function outcomeEntry(outcome: LoopOutcome, maxRounds: number): ConversationEntry | null {
  switch (outcome.status) {
    case 'error':
      return {
        kind: 'error',
        message: outcome.message,
        ...(outcome.detail ? { detail: outcome.detail } : {}),
      };
    case 'limit':
      return { kind: 'notice', text: t.roundLimit(maxRounds), tone: 'warning' };
    case 'cancelled':
      return { kind: 'notice', text: t.cancelled, tone: 'info' };
    default:
      return null;
  }
}

/**
 * One conversation with the assistant about the open form: each message runs the tool loop
 * over the console API with the form's current values as product_data.
 */
export function useAssistantConversation(
  projectId: string,
  definition: Pick<FormDefinition, 'title' | 'fields'>,
  store: FormStore | null,
  maxRounds = MAX_ASSISTANT_ROUNDS,
): AssistantConversation {
  const bridge = useBridge();
  const { identity } = useDataPorts();
  const schema = useMemo(() => buildProductSchema(definition), [definition]);
  const [entries, setEntries] = useState<ConversationEntry[]>([]);
  const [busyRound, setBusyRound] = useState<number | null>(null);
  const [latestAnswer, setLatestAnswer] = useState<LatestAnswer | null>(null);
  // The run in flight: its cancel flag and its posts (to abort the request on stop).
  const run = useRef<{ cancelled: boolean; abort: () => void } | null>(null);
  const answers = useRef(0);
  // The entries as last set, read by send() without waiting for a render.
  const entriesRef = useRef<ConversationEntry[]>([]);
  const commit = useCallback((next: ConversationEntry[]) => {
    entriesRef.current = next;
    setEntries(next);
  }, []);

  useEffect(
    () => () => {
      // Closing the form ends the run: nothing may write into an unmounted conversation.
      if (run.current) {
        run.current.cancelled = true;
        run.current.abort();
      }
    },
    [],
  );

  const send = useCallback(
    (text: string) => {
      const content = text.trim();
      if (content === '' || run.current || !store) return;
      const user: ChatMessage = { role: 'user', content };
      const history = entriesRef.current.flatMap((entry) =>
        entry.kind === 'message' ? [entry.message] : [],
      );
      const messages = [...history, user];
      const base = [...entriesRef.current, asEntry(user)];
      const posts = createAssistantPosts(bridge, projectId, () => identity.getIdToken());
      const current = { cancelled: false, abort: posts.abort };
      run.current = current;
      commit(base);
      setBusyRound(1);
      setLatestAnswer(null);
      const live = (sent: readonly ChatMessage[]) => [
        ...base,
        ...sent.slice(messages.length).map(asEntry),
      ];
      const finish = (entries: ConversationEntry[]) => {
        if (run.current !== current) return;
        run.current = null;
        commit(entries);
        setBusyRound(null);
      };
      const turn = async () =>
        runAssistantLoop({
          project: projectId,
          productData: toAssistantData(store.getState().values),
          productSchema: schema,
          messages,
          postResponse: posts.postResponse,
          postTool: posts.postTool,
          maxRounds,
          isCancelled: () => current.cancelled,
          onRound(round, sent) {
            setBusyRound(round);
            commit(live(sent));
          },
        });
      turn().then(
        (result) => {
          if (run.current !== current) return;
          const { outcome } = result;
          const added = live(result.messages);
          if (outcome.status === 'answered') {
            // The answer is the last message; mark a refusal so it reads as one.
            const last = added.at(-1);
            if (outcome.refusal && last?.kind === 'message') {
              added[added.length - 1] = { ...last, refusal: true };
            }
            if (!outcome.refusal)
              setLatestAnswer({ content: outcome.content, id: ++answers.current });
          }
          const extra = outcomeEntry(outcome, maxRounds);
          finish(extra ? [...added, extra] : added);
        },
        // A bug of ours, not the server's: still end the run and say so where the user looks.
        (error: unknown) =>
          finish([
            ...entriesRef.current,
            {
              kind: 'error',
              message: t.fetchFailed,
              detail: errorMessage(error),
            },
          ]),
      );
    },
    [bridge, identity, projectId, schema, store, maxRounds, commit],
  );

  const stop = useCallback(() => {
    const current = run.current;
    if (!current) return;
    current.cancelled = true;
    current.abort();
  }, []);

  const reset = useCallback(() => {
    if (run.current) {
      run.current.cancelled = true;
      run.current.abort();
      run.current = null;
    }
    commit([]);
    setBusyRound(null);
    setLatestAnswer(null);
  }, [commit]);

  return { entries, busyRound, maxRounds, latestAnswer, send, stop, reset };
}
