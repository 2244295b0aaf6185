import { useState } from 'react';
import { MailOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal } from 'antd';
import { isValidEmail } from '../../../../shared/messaging/console-messaging';
import { texts } from '../../../../shared/texts/pt-BR';
import { useMessagingApi } from '../use-messaging-api';
import { useCurrentUser } from '../../../data/provider';
import type { DocumentActionProps } from '../../../contributions/document-actions';
import { useReportedCall } from './confirmed-api-action';

const t = texts.messaging.actions.emailTest;

/**
 * email-template: a test send, POST /api/console/email-template with the templateId and a
 * recipient (spec 02 §7), asked in a modal and checked before anything is sent.
 */
export function EmailTemplateTestAction({ docId }: DocumentActionProps) {
  const api = useMessagingApi();
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ email: string }>();
  const { running: sending, run } = useReportedCall(api.sendEmailTemplateTest, {
    done: (_answer, _templateId, recipient) => t.done(recipient),
    failed: t.failed,
  });

  const send = async () => {
    const { email } = await form.validateFields();
    if (await run(docId, email.trim())) setOpen(false);
  };

  return (
    <>
      <Button
        icon={<MailOutlined />}
        onClick={() => {
          form.setFieldsValue({ email: form.getFieldValue('email') ?? user?.email ?? '' });
          setOpen(true);
        }}
      >
        {t.run}
      </Button>
      <Modal
        open={open}
        title={t.title}
        okText={t.ok}
        cancelText={texts.messaging.send.cancel}
        confirmLoading={sending}
        onOk={() => void send().catch(() => undefined)}
        onCancel={() => setOpen(false)}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={() => void send()}>
          <Form.Item
            name="email"
            label={t.recipient}
            rules={[
              {
                validator: async (_, value: unknown) => {
                  if (typeof value !== 'string' || !isValidEmail(value))
                    throw new Error(t.invalidEmail);
                },
              },
            ]}
          >
            <Input type="email" placeholder={t.recipientPlaceholder} autoComplete="email" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
