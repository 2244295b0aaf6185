import { Result } from 'antd';
import { Link, useLocation } from 'react-router';
import { texts } from '../../../shared/texts/pt-BR';

const t = texts.shell.errors;

/** Any route the console does not have. */
export default function NotFoundScreen() {
  const location = useLocation();
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{t.notFound}</h1>}
      subTitle={t.notFoundDetail(location.pathname)}
      extra={<Link to="/console">{t.goHome}</Link>}
    />
  );
}
