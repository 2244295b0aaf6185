import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Input, Modal, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useFocusWhenShown } from '../../../components/overlay/use-focus-when-shown';
import { normalizeReason } from '../../../../shared/products/manual-edit';
import { texts } from '../../../../shared/texts/pt-BR';

const t = texts.productPanel;

/**
 * Asks for the reason of a manual edit in an antd modal (Electron has no window.prompt).
 * Resolves with the trimmed reason, or null when it is empty or the modal is cancelled.
 */
export function useReasonPrompt(): {
  ask: (question: string) => Promise<string | null>;
  modal: ReactNode;
} {
  const [question, setQuestion] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const reasonBox = useFocusWhenShown<TextAreaRef>();
  const resolver = useRef<((reason: string | null) => void) | null>(null);

  const finish = useCallback((value: string | null) => {
    resolver.current?.(value);
    resolver.current = null;
    setQuestion(null);
  }, []);

  const ask = useCallback((text: string) => {
    // A second prompt while one is open cancels the first: one edit at a time.
    resolver.current?.(null);
    setReason('');
    setQuestion(text);
    return new Promise<string | null>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const modal = (
    <Modal
      open={question !== null}
      title={t.reasonTitle}
      okText={t.reasonConfirm}
      cancelText={t.cancel}
      onOk={() => finish(normalizeReason(reason))}
      onCancel={() => finish(null)}
      afterOpenChange={reasonBox.afterOpenChange}
      destroyOnHidden
    >
      <Typography.Paragraph>{question}</Typography.Paragraph>
      <Input.TextArea
        aria-label={t.reasonLabel}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        autoSize={{ minRows: 2, maxRows: 6 }}
        ref={reasonBox.ref}
        autoFocus
      />
    </Modal>
  );
  return { ask, modal };
}
