import { Button, Space, Typography } from 'antd';
import { memo, type CSSProperties } from 'react';
import { texts } from '../../../../shared/texts/pt-BR';
import type { SaveStatus } from '../../../document-session/autosave-controller';
import { prefetchJsonEditor } from '../../../components/json-editor/json-editor';

const t = texts.forms;

const barStyle: CSSProperties = {
  position: 'sticky',
  bottom: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  padding: '10px 16px',
  background: 'var(--ant-color-bg-container, #fff)',
  borderTop: '1px solid var(--ant-color-split, #f0f0f0)',
};

const statusType: Record<SaveStatus, 'success' | 'secondary' | 'warning' | 'danger'> = {
  saved: 'success',
  saving: 'secondary',
  pending: 'warning',
  error: 'danger',
  conflict: 'danger',
};

export type BottomBarProps =
  | {
      mode: 'edit';
      status: SaveStatus;
      /** Why the last save failed (status 'error'), in pt-BR. */
      errorDetail?: string;
      onRetry(): void;
      onShowConflict(): void;
      onOpenAiEditor?(): void;
      onOpenJsonEditor?(): void;
    }
  | { mode: 'create'; collection: string; creating: boolean; onCreate(): void };

/** Fixed to the bottom of the form: the save status and the editors, or the create button. */
export function BottomBar(props: BottomBarProps) {
  if (props.mode === 'create') {
    return (
      <div role="region" aria-label={t.bottomBar.label} style={barStyle}>
        <span />
        <Button type="primary" loading={props.creating} onClick={props.onCreate}>
          {t.bottomBar.create(props.collection)}
        </Button>
      </div>
    );
  }
  const { status } = props;
  return (
    <div role="region" aria-label={t.bottomBar.label} style={barStyle}>
      <Space>
        <Typography.Text role="status" type={statusType[status]}>
          {t.status[status]}
        </Typography.Text>
        {status === 'error' && props.errorDetail && (
          <Typography.Text type="danger">{props.errorDetail}</Typography.Text>
        )}
        {status === 'error' && (
          <Button size="small" onClick={props.onRetry}>
            {t.bottomBar.retry}
          </Button>
        )}
        {status === 'conflict' && (
          <Button size="small" danger onClick={props.onShowConflict}>
            {t.bottomBar.resolveConflict}
          </Button>
        )}
      </Space>
      <EditorButtons
        onOpenAiEditor={props.onOpenAiEditor}
        onOpenJsonEditor={props.onOpenJsonEditor}
      />
    </div>
  );
}

/**
 * 'AI Editor' and 'JSON Editor': the same on every save status, so a status change
 * (three per save) redraws the status text only, not these two antd Buttons.
 */
const EditorButtons = memo(function EditorButtons({
  onOpenAiEditor,
  onOpenJsonEditor,
}: {
  onOpenAiEditor?(): void;
  onOpenJsonEditor?(): void;
}) {
  return (
    <Space>
      <Button onClick={onOpenAiEditor} disabled={!onOpenAiEditor}>
        {t.bottomBar.aiEditor}
      </Button>
      <Button
        onClick={onOpenJsonEditor}
        disabled={!onOpenJsonEditor}
        // The editor's code loads while the pointer or focus is on its way to the click.
        onPointerEnter={prefetchJsonEditor}
        onFocus={prefetchJsonEditor}
      >
        {t.bottomBar.jsonEditor}
      </Button>
    </Space>
  );
});
