import { useEffect, useRef, useState } from 'react';
import { App, Button, Space, Tooltip, Typography } from 'antd';
import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { texts } from '../../../../shared/texts/pt-BR';

const t = texts.documentEditor.frame;

/** How long 'Copiado!' stays (spec 01 §9). */
export const COPIED_FEEDBACK_MS = 1000;

/** The path as text, with a button that copies it and says 'Copiado!' for a second. */
export function CopyPathButton({ path }: { path: string }) {
  const { message } = App.useApp();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(path);
    } catch (error) {
      console.warn('Copy to clipboard failed', error);
      message.error(t.copyPathFailed);
      return;
    }
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
  };

  return (
    <Space size="small">
      <Typography.Text code aria-label={t.pathLabel}>
        {path}
      </Typography.Text>
      <Tooltip title={t.copyPath}>
        <Button
          size="small"
          type="text"
          aria-label={t.copyPath}
          icon={copied ? <CheckOutlined /> : <CopyOutlined />}
          onClick={() => void copy()}
        />
      </Tooltip>
      <span role="status">
        {copied ? <Typography.Text type="success">{t.copied}</Typography.Text> : null}
      </span>
    </Space>
  );
}
