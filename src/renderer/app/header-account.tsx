import { App, Button, Space, Typography } from 'antd';
import { texts } from '../../shared/texts/pt-BR';
import { useActiveProfile, useDataSession } from '../data/provider';
import { errorMessage } from '../../shared/errors/error-message';

const t = texts.shell.header;

/** The active connection profile and, for Firebase profiles, who is signed in. */
export function HeaderAccount() {
  const { message } = App.useApp();
  const profile = useActiveProfile();
  const session = useDataSession();
  const user = session.status === 'ready' ? session.user : null;
  const showUser = profile.kind === 'firebase' && session.status === 'ready' && user !== null;

  const signOut = async () => {
    if (session.status !== 'ready') return;
    try {
      await session.ports.identity.signOut();
    } catch (error) {
      void message.error(t.signOutFailed(errorMessage(error)));
    }
  };

  return (
    <Space wrap>
      <Typography.Text type="secondary">{t.profile(profile.name)}</Typography.Text>
      {showUser && (
        <>
          <Typography.Text>
            {t.signedInAs(user.email ?? user.displayName ?? user.id)}
          </Typography.Text>
          <Button size="small" onClick={signOut}>
            {t.signOut}
          </Button>
        </>
      )}
    </Space>
  );
}
