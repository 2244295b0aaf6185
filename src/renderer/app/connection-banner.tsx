import { Alert } from 'antd';
import { texts } from '../../shared/texts/pt-BR';
import { useConnectionLost } from '../stores/connection-store';

/** Says, above every screen, that the host is out of reach while the page reconnects. */
export function ConnectionBanner() {
  const lost = useConnectionLost();
  if (!lost) return null;
  return (
    <Alert
      type="warning"
      showIcon
      banner
      role="alert"
      title={texts.shell.connection.lost}
      description={texts.shell.connection.lostDetail}
    />
  );
}
