import { useEffect, useState } from 'react';
import { Input, Modal } from 'antd';
import { texts } from '../../../shared/texts/pt-BR';

const t = texts.product.prompts;

interface PromptModalProps {
  open: boolean;
  /** The question, also the input's accessible name. */
  question: string;
  initialValue: string;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

/** A one-field question in an antd modal: Electron has no window.prompt. */
export function PromptModal({
  open,
  question,
  initialValue,
  onSubmit,
  onCancel,
}: PromptModalProps) {
  const [value, setValue] = useState(initialValue);
  useEffect(() => {
    if (open) setValue(initialValue);
  }, [open, initialValue]);
  return (
    <Modal
      open={open}
      title={question}
      okText={t.ok}
      cancelText={t.cancel}
      onOk={() => onSubmit(value)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Input
        aria-label={question}
        autoFocus
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onPressEnter={() => onSubmit(value)}
      />
    </Modal>
  );
}
