import { useEffect, useState } from 'react';
import { Input, Modal, type InputRef } from 'antd';
import { texts } from '../../../shared/texts/pt-BR';
import { useFocusWhenShown } from '../../components/overlay/use-focus-when-shown';

const t = texts.product.prompts;

interface PromptModalProps {
  open: boolean;
  /** The question, also the input's accessible name. A new question starts from its value. */
  question: string;
  initialValue: string;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

/**
 * A one-field question in an antd modal (Electron has no window.prompt). Questions asked one
 * after another stay in the same open modal, so Enter, Enter answers them: closing one and
 * opening the next would hand the focus back to the page's button in between.
 */
export function PromptModal({
  open,
  question,
  initialValue,
  onSubmit,
  onCancel,
}: PromptModalProps) {
  const [value, setValue] = useState(initialValue);
  // A new question (or a reopening) starts from its own value in the same render: an Enter
  // right after the previous one must never answer it with the previous answer.
  const asked = `${open}:${question}:${initialValue}`;
  const [answering, setAnswering] = useState(asked);
  if (answering !== asked) {
    setAnswering(asked);
    setValue(initialValue);
  }
  const answerBox = useFocusWhenShown<InputRef>('all');
  useEffect(() => {
    if (open) answerBox.ref.current?.focus({ cursor: 'all' });
  }, [open, question, answerBox.ref]);
  return (
    <Modal
      open={open}
      title={question}
      okText={t.ok}
      cancelText={t.cancel}
      onOk={() => onSubmit(value)}
      onCancel={onCancel}
      afterOpenChange={answerBox.afterOpenChange}
      destroyOnHidden
    >
      <Input
        ref={answerBox.ref}
        aria-label={question}
        autoFocus
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onPressEnter={() => onSubmit(value)}
      />
    </Modal>
  );
}
