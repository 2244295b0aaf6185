import { PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { memo } from 'react';
import { texts } from '../../../../../shared/texts/pt-BR';

const t = texts.condition.editor;
const hintStyle = { fontSize: 12 };

interface ConditionToolbarProps {
  /** No tree yet: offer 'Começar'. */
  canStart: boolean;
  canUndo: boolean;
  /** Both stable for the editor's life, so a keystroke does not draw the toolbar again. */
  onStart: () => void;
  onUndo: () => void;
}

/** The editor's own line above the tree: start, undo and the keyboard hint. */
export const ConditionToolbar = memo(function ConditionToolbar({
  canStart,
  canUndo,
  onStart,
  onUndo,
}: ConditionToolbarProps) {
  return (
    <Space size={8} wrap>
      {canStart && (
        <Button icon={<PlusOutlined />} onClick={onStart}>
          {t.start}
        </Button>
      )}
      <Button size="small" icon={<UndoOutlined />} disabled={!canUndo} onClick={onUndo}>
        {t.undo}
      </Button>
      <Typography.Text type="secondary" style={hintStyle}>
        {t.keyboardHint}
      </Typography.Text>
    </Space>
  );
});
