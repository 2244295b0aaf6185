import type { ReactNode } from 'react';
import { Button, Result, Space } from 'antd';
import { Link } from 'react-router';
import { texts } from '../../shared/texts/pt-BR';
import { useDataSession } from '../data/provider';
import { LoadingState } from '../components/loading-state/loading-state';
import { SignInScreen } from '../screens/sign-in/sign-in-screen';

const t = texts.shell.data;

/**
 * Renders its screen only once the data ports are ready and, for Firebase profiles, someone
 * is signed in. A failed connection offers a retry and the way to Configurações.
 */
export function DataGate({ children }: { children: ReactNode }) {
  const session = useDataSession();
  if (session.status === 'loading') return <LoadingState label={t.connecting} />;
  if (session.status === 'error') {
    return (
      <Result
        status="warning"
        title={t.failed}
        subTitle={session.error.message}
        extra={
          <Space>
            <Button type="primary" onClick={session.retry}>
              {t.retry}
            </Button>
            <Link to="/console/settings">{t.openSettings}</Link>
          </Space>
        }
      />
    );
  }
  if (session.ports.identity.requiresSignIn && !session.user) {
    return <SignInScreen identity={session.ports.identity} />;
  }
  return <>{children}</>;
}
