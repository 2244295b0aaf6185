import { useState, type ReactNode } from 'react';
import { Button, Result, Typography } from 'antd';
import { hasClaim, STAFF_CLAIM } from '../../shared/auth/claims';
import { errorMessage } from '../../shared/errors/error-message';
import { texts } from '../../shared/texts/pt-BR';
import type { ConsoleUser, Identity } from '../data/ports';
import { useDataSession } from '../data/provider';

const t = texts.access.noAccess;

/**
 * A signed-in account without the staff claim reads nothing (the rules' isStaff()): instead
 * of a shell whose every screen fails on its own, one screen says what is missing. The shell
 * is not mounted, so no menu shows and no screen, selector or banner queries Firestore.
 */
export function AccessGate({ children }: { children: ReactNode }) {
  const session = useDataSession();
  if (
    session.status === 'ready' &&
    session.ports.identity.requiresSignIn &&
    session.user !== null &&
    !hasClaim(session.user.claims, STAFF_CLAIM)
  ) {
    return <NoAccessScreen user={session.user} identity={session.ports.identity} />;
  }
  return <>{children}</>;
}

function NoAccessScreen({ user, identity }: { user: ConsoleUser; identity: Identity }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signOut = async () => {
    setBusy(true);
    setError(null);
    try {
      await identity.signOut();
    } catch (cause) {
      setError(t.signOutFailed(errorMessage(cause)));
      setBusy(false);
    }
  };

  return (
    <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'center' }}>
      <Result
        status="403"
        style={{ maxWidth: 640, margin: '0 auto' }}
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{t.title}</h1>}
        subTitle={
          <>
            <Typography.Paragraph strong>
              {t.account(user.email ?? user.displayName ?? user.id)}
            </Typography.Paragraph>
            <Typography.Paragraph>{t.reason(STAFF_CLAIM)}</Typography.Paragraph>
            <Typography.Paragraph>{t.ask(STAFF_CLAIM)}</Typography.Paragraph>
            {error && (
              <Typography.Paragraph type="danger" role="alert">
                {error}
              </Typography.Paragraph>
            )}
          </>
        }
        extra={
          <Button type="primary" loading={busy} onClick={() => void signOut()}>
            {t.signOut}
          </Button>
        }
      />
    </main>
  );
}
