import { useRef, useState } from 'react';
import { Alert, App, Form, Input, Modal } from 'antd';
import { formatPhone } from '../../../../shared/format/phone';
import { texts } from '../../../../shared/texts/pt-BR';
import { normalisePhone } from '../../../../shared/whatsapp/phone';
import type { ParameterValues } from '../../../../shared/whatsapp/placeholders';
import { buildTestMessage } from '../../../../shared/whatsapp/send-message';
import type { WhatsappTemplate } from '../../../../shared/whatsapp/template';
import type { WhatsappApi } from './whatsapp-api';

const t = texts.whatsapp.sendTest;
const PHONE_INPUT_ID = 'whatsapp-test-recipient';

export interface SendTestModalProps {
  open: boolean;
  onClose(): void;
  projectId: string;
  template: WhatsappTemplate;
  values: ParameterValues;
  api: WhatsappApi;
}

/** Asks the recipient, normalises it (BR), and sends the template once per click on Enviar. */
export function SendTestModal({
  open,
  onClose,
  projectId,
  template,
  values,
  api,
}: SendTestModalProps) {
  const { message } = App.useApp();
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // A ref, not the state: a double click (or Enter then click) lands before the re-render.
  const inFlight = useRef(false);

  const send = async () => {
    if (inFlight.current) return;
    setFailure(null);
    const normalised = normalisePhone(phone);
    if (!normalised.ok) {
      setPhoneError(normalised.problem === 'empty' ? t.phoneEmpty : t.phoneInvalid);
      return;
    }
    const built = buildTestMessage(template, values, normalised.digits);
    // The screen checks the parameters before opening; this guards a change made meanwhile.
    if (!built.ok) {
      setFailure(built.issues.map(texts.whatsapp.form.issue).join(' '));
      return;
    }
    inFlight.current = true;
    setSending(true);
    const outcome = await api.sendTemplate(projectId, built.message);
    inFlight.current = false;
    setSending(false);
    if (!outcome.ok) {
      setFailure(t.failed(outcome.error));
      return;
    }
    message.success(t.sent(formatPhone(`+${normalised.digits}`) ?? normalised.digits));
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t.title(template.name)}
      okText={t.send}
      cancelText={t.cancel}
      onOk={() => void send()}
      onCancel={() => !sending && onClose()}
      confirmLoading={sending}
      destroyOnHidden
      afterClose={() => {
        setPhone('');
        setPhoneError(null);
        setFailure(null);
      }}
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label={t.phoneLabel}
          htmlFor={PHONE_INPUT_ID}
          validateStatus={phoneError ? 'error' : undefined}
          help={phoneError ?? t.phoneHelp}
        >
          <Input
            id={PHONE_INPUT_ID}
            type="tel"
            autoFocus
            value={phone}
            placeholder={t.phonePlaceholder}
            onChange={(event) => {
              setPhone(event.target.value);
              setPhoneError(null);
            }}
            onPressEnter={() => void send()}
          />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}
