import type { ReactNode } from 'react';
import { Button, Result, Space } from 'antd';
import { Link } from 'react-router';
import { texts } from '../../shared/texts/pt-BR';
import { useDataSession } from '../data/provider';
import { LoadingState } from '../components/loading-state/loading-state';
import { loadableComponent } from '../components/loadable/loadable-component';

const t = texts.shell.data;

// Only a Firebase profile with nobody signed in shows it: its form is no part of the shell's
// first bundle (the ports' connecting state stays on screen while it loads).
const SignInScreen = loadableComponent(
  () => import('../screens/sign-in/sign-in-screen').then((m) => m.SignInScreen),
  () => <LoadingState label={t.connecting} />,
);

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
