import { useRef, useState } from 'react';
import { ShoppingOutlined, UserAddOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Form, Input, Modal, Typography, type InputRef } from 'antd';
import { Link } from 'react-router';
import { errorMessage } from '../../../../shared/errors/error-message';
import { texts } from '../../../../shared/texts/pt-BR';
import {
  conversationCustomerId,
  formatConversationPhone,
  ordersLink,
  parseCustomerId,
} from '../../../../shared/whatsapp/conversation';
import { serverTimestamp, type DocumentData } from '../../../data/ports';
import { documentPathOf } from '../../../data/paths';
import { useDataPorts } from '../../../data/provider';
import { useFocusWhenShown } from '../../../components/overlay/use-focus-when-shown';

const t = texts.whatsapp.conversationHeader;
const INPUT_ID = 'conversation-customer-id';

export interface ConversationHeaderProps {
  projectId: string;
  /** The conversation document id: the customer's phone. */
  conversationId: string;
  /** The conversation document as read (live) by the caller. */
  data: DocumentData | null;
}

/**
 * Spec 01 §2: the phone formatted for Brazil; the customer's orders when the conversation
 * has a customerId, otherwise 'Qual id do usuário?', which stores one on the conversation.
 */
export function ConversationHeader({ projectId, conversationId, data }: ConversationHeaderProps) {
  const { documents } = useDataPorts();
  const { message } = App.useApp();
  const [asking, setAsking] = useState(false);
  const [typed, setTyped] = useState('');
  const idBox = useFocusWhenShown<InputRef>();
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Shown at once after the save; the caller's live read confirms it.
  const [saved, setSaved] = useState<string | null>(null);
  const customerId = conversationCustomerId(data) ?? saved;
  const phone = formatConversationPhone(conversationId);

  // A ref, not the state: a double click lands before the re-render.
  const inFlight = useRef(false);

  const save = async () => {
    if (inFlight.current) return;
    const parsed = parseCustomerId(typed);
    if (!parsed.ok) {
      setProblem(parsed.problem === 'empty' ? t.customerIdEmpty : t.customerIdSlash);
      return;
    }
    inFlight.current = true;
    setSaving(true);
    setFailure(null);
    try {
      await documents.set(
        documentPathOf(projectId, 'conversation', conversationId),
        { customerId: parsed.id, updatedAt: serverTimestamp() },
        { merge: true },
      );
      setSaved(parsed.id);
      setAsking(false);
      message.success(t.saved(parsed.id));
    } catch (error) {
      setFailure(t.saveFailed(errorMessage(error)));
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  return (
    <Flex
      component="header"
      align="center"
      justify="space-between"
      gap={12}
      wrap
      aria-label={t.label(phone)}
    >
      <Typography.Title level={4} style={{ margin: 0 }}>
        <WhatsAppOutlined aria-hidden style={{ color: '#25d366', marginInlineEnd: 8 }} />
        {phone}
      </Typography.Title>
      {customerId ? (
        <Link to={ordersLink(projectId, customerId)}>
          <ShoppingOutlined aria-hidden /> {t.orders(customerId)}
        </Link>
      ) : (
        <Button icon={<UserAddOutlined aria-hidden />} onClick={() => setAsking(true)}>
          {t.askCustomer}
        </Button>
      )}
      <Modal
        open={asking}
        title={t.askCustomer}
        okText={t.save}
        cancelText={t.cancel}
        confirmLoading={saving}
        onOk={() => void save()}
        onCancel={() => !saving && setAsking(false)}
        afterOpenChange={idBox.afterOpenChange}
        destroyOnHidden
        afterClose={() => {
          setTyped('');
          setProblem(null);
          setFailure(null);
        }}
      >
        <Form layout="vertical" component="div">
          <Form.Item
            label={t.customerIdLabel}
            htmlFor={INPUT_ID}
            validateStatus={problem ? 'error' : undefined}
            help={problem ?? undefined}
          >
            <Input
              id={INPUT_ID}
              ref={idBox.ref}
              autoFocus
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setProblem(null);
              }}
              onPressEnter={() => void save()}
            />
          </Form.Item>
        </Form>
        {failure && <Alert type="error" showIcon title={failure} />}
      </Modal>
    </Flex>
  );
}
