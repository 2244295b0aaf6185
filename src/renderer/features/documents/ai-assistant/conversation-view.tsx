import { useEffect, useRef, type CSSProperties } from 'react';
import { Alert, Tag, Typography } from 'antd';
import { texts } from '../../../../shared/texts/pt-BR';
import type { ConversationEntry } from './use-assistant-conversation';

const t = texts.aiAssistant;
const ARGS_CHARS = 200;
const RESULT_CHARS = 2000;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

function prettyJson(text: string | null): string {
  if (text === null) return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

const bubble = (mine: boolean): CSSProperties => ({
  alignSelf: mine ? 'flex-end' : 'flex-start',
  maxWidth: '90%',
  padding: '8px 12px',
  borderRadius: 8,
  background: mine ? '#e6f4ff' : '#f5f5f5',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

function Entry({ entry }: { entry: ConversationEntry }) {
  if (entry.kind === 'error') {
    return (
      <Alert
        type="error"
        showIcon
        title={t.errorLine(entry.message)}
        description={entry.detail}
        data-testid="ai-error"
      />
    );
  }
  if (entry.kind === 'notice') {
    return <Alert type={entry.tone} showIcon title={entry.text} />;
  }
  const { message } = entry;
  if (message.role === 'user') {
    return (
      <div style={bubble(true)} data-testid="ai-user-message">
        <Typography.Text type="secondary">{t.you}</Typography.Text>
        <div>{message.content}</div>
      </div>
    );
  }
  if (message.role === 'function') {
    return (
      <details style={{ fontSize: 12 }} data-testid="ai-tool-result">
        <summary>{t.toolResult(message.name ?? '')}</summary>
        <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {clip(prettyJson(message.content), RESULT_CHARS)}
        </pre>
      </details>
    );
  }
  if (message.role === 'assistant' && message.function_call) {
    const { name, arguments: args } = message.function_call;
    return (
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="ai-tool-call">
        {t.toolCall(name, clip(args, ARGS_CHARS))}
      </Typography.Text>
    );
  }
  return (
    <div style={bubble(false)} data-testid="ai-assistant-message">
      <Typography.Text type="secondary">{t.assistant}</Typography.Text>
      {entry.refusal ? (
        <div>
          <Tag color="orange">{t.refusal}</Tag>
        </div>
      ) : null}
      {/* Plain text only: the answer is never rendered as HTML. */}
      <div>{message.content}</div>
    </div>
  );
}

/** The conversation: user and assistant bubbles, tool calls summarized, errors inline. */
export function ConversationView({ entries }: { entries: ConversationEntry[] }) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Keep the newest entry in view as rounds come in (jsdom has no scrollIntoView).
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [entries.length]);
  return (
    <div
      role="log"
      aria-label={t.conversationLabel}
      aria-live="polite"
      style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
    >
      {entries.map((entry, index) => (
        <Entry key={index} entry={entry} />
      ))}
      <div ref={end} />
    </div>
  );
}
