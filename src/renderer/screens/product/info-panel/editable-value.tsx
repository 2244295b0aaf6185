import { useState, type ReactNode } from 'react';
import { Button, Input, Space } from 'antd';
import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import { editableText, type ManualValueKind } from '../../../../shared/products/manual-edit';
import { texts } from '../../../../shared/texts/pt-BR';
import type { ManualEdit } from './use-manual-edit';

const t = texts.productPanel;

export interface EditableValueProps {
  field: string;
  label: string;
  kind: ManualValueKind;
  value: unknown;
  /** How the stored value reads when not editing. */
  display: ReactNode;
  edit: ManualEdit;
}

/** A value with an "Editar" button that turns it into a text box (Enter saves, Esc cancels). */
export function EditableValue({ field, label, kind, value, display, edit }: EditableValueProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const busy = edit.saving === field;

  if (draft === null) {
    return (
      <Space size="small">
        <span>{display}</span>
        <Button
          size="small"
          type="text"
          icon={<EditOutlined />}
          aria-label={t.edit(label)}
          title={t.edit(label)}
          disabled={edit.saving !== null}
          onClick={() => setDraft(editableText(value))}
        />
      </Space>
    );
  }

  const save = async () => {
    // A refused or cancelled edit keeps what was typed so nothing is lost.
    if (await edit.submitText(field, kind, draft)) setDraft(null);
  };
  return (
    <Space.Compact size="small">
      <Input
        aria-label={label}
        value={draft}
        autoFocus
        disabled={busy}
        onChange={(event) => setDraft(event.target.value)}
        onPressEnter={() => void save()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDraft(null);
        }}
        style={{ minWidth: 140 }}
      />
      <Button
        aria-label={t.save}
        icon={<CheckOutlined />}
        loading={busy}
        onClick={() => void save()}
      />
      <Button
        aria-label={t.cancel}
        icon={<CloseOutlined />}
        disabled={busy}
        onClick={() => setDraft(null)}
      />
    </Space.Compact>
  );
}
