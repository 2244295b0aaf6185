import { useState, type KeyboardEvent } from 'react';
import { Alert, Button, Drawer, Input, Space, Spin, Typography } from 'antd';
import type { FormDefinition } from '../../../../shared/forms/field-definition';
import { texts } from '../../../../shared/texts/pt-BR';
import type { FormStore } from '../../../document-session/form-store';
import { ConversationView } from './conversation-view';
import { ProposalPreview } from './proposal-preview';
import { useAssistantConversation } from './use-assistant-conversation';

const t = texts.aiAssistant;

/** What the drawer needs of the open form (DocumentFormController has it). */
export interface AiAssistantController {
  store: FormStore;
}

export interface AiAssistantDrawerProps {
  open: boolean;
  onClose(): void;
  /**
   * The project sent to the assistant (spec 01 §6: one fixed project): the project
   * configuration's assistant project (config/console), or the active project.
   */
  projectId: string;
  definition: Pick<FormDefinition, 'title' | 'fields'>;
  /** Null while the form is still loading. */
  controller: AiAssistantController | null;
}

/** The form's 'AI Editor': a conversation with the assistant about this document. */
export function AiAssistantDrawer({
  open,
  onClose,
  projectId,
  definition,
  controller,
}: AiAssistantDrawerProps) {
  const store = controller?.store ?? null;
  const conversation = useAssistantConversation(projectId, definition, store);
  const [draft, setDraft] = useState('');
  const busy = conversation.busyRound !== null;
  const canSend = !busy && store !== null && draft.trim() !== '';

  const send = () => {
    if (!canSend) return;
    conversation.send(draft);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };

  return (
    <Drawer
      title={t.title}
      open={open}
      onClose={onClose}
      size={560}
      extra={
        <Button onClick={conversation.reset} disabled={conversation.entries.length === 0 && !busy}>
          {t.newConversation}
        </Button>
      }
      footer={
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Input.TextArea
            aria-label={t.inputLabel}
            placeholder={t.placeholder}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            autoSize={{ minRows: 2, maxRows: 8 }}
            disabled={store === null}
          />
          <Space>
            <Button type="primary" onClick={send} disabled={!canSend}>
              {t.send}
            </Button>
            {busy ? <Button onClick={conversation.stop}>{t.stop}</Button> : null}
          </Space>
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        {store === null ? <Alert type="info" showIcon title={t.noForm} /> : null}
        {conversation.entries.length === 0 ? (
          <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
        ) : null}
        <ConversationView entries={conversation.entries} />
        {busy ? (
          <div role="status">
            <Spin size="small" />{' '}
            <Typography.Text>
              {t.busy(conversation.busyRound!, conversation.maxRounds)}
            </Typography.Text>
          </div>
        ) : null}
        {conversation.latestAnswer && store ? (
          <ProposalPreview
            key={conversation.latestAnswer.id}
            content={conversation.latestAnswer.content}
            fields={definition.fields}
            store={store}
          />
        ) : null}
      </Space>
    </Drawer>
  );
}
