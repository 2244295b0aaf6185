import { Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { texts } from '../../../shared/texts/pt-BR';
import type { ConsoleFilesApi } from './console-files-api';

const t = texts.uploads.visibility;

export interface VisibilityToggleProps {
  fileId: string;
  filename: string;
  isPublic: boolean;
  api: ConsoleFilesApi;
  /** The console API accepted the change: the caller keeps the new state. */
  onChanged(isPublic: boolean): void;
}

/**
 * The public flag of a registered file (spec 01 §6). The switch moves only once the console
 * API has accepted the change; a refusal leaves it where it was and says why.
 */
export function VisibilityToggle({
  fileId,
  filename,
  isPublic,
  api,
  onChanged,
}: VisibilityToggleProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = async (next: boolean) => {
    setPending(true);
    setError(null);
    const outcome = await api.setPermission(fileId, next);
    setPending(false);
    if (outcome.ok) onChanged(next);
    else setError(t.failed(outcome.error));
  };
  return (
    <Space direction="vertical" size={2}>
      <Space size={6}>
        <Switch
          size="small"
          checked={isPublic}
          loading={pending}
          onChange={(next) => void change(next)}
          aria-label={t.toggle(filename)}
        />
        <Typography.Text type="secondary">{isPublic ? t.public : t.private}</Typography.Text>
      </Space>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </Space>
  );
}
