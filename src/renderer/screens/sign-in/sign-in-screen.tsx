import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { texts } from '../../../shared/texts/pt-BR';
import type { Identity } from '../../data/ports';
import { useActiveProfile } from '../../data/provider';
import { errorMessage } from '../../../shared/errors/error-message';

const t = texts.shell.signIn;

interface Credentials {
  email: string;
  password: string;
}

/** E-mail and password sign-in for Firebase profiles; the app appears once it succeeds. */
export function SignInScreen({ identity }: { identity: Identity }) {
  const profile = useActiveProfile();
  const [form] = Form.useForm<Credentials>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ email, password }: Credentials) => {
    setBusy(true);
    setError(null);
    try {
      await identity.signIn(email.trim(), password);
    } catch (cause) {
      setError(t.failed(errorMessage(cause)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card style={{ maxWidth: 420, margin: '48px auto' }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t.title}
      </Typography.Title>
      <Typography.Paragraph>{t.intro(profile.name)}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          label={t.email}
          name="email"
          rules={[
            { required: true, whitespace: true, message: t.emailRequired },
            { type: 'email', message: t.emailInvalid },
          ]}
        >
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item
          label={t.password}
          name="password"
          rules={[{ required: true, message: t.passwordRequired }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" loading={busy} block>
          {t.submit}
        </Button>
      </Form>
    </Card>
  );
}
