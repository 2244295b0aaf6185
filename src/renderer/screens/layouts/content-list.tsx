import { Alert, Typography } from 'antd';
import { Link } from 'react-router';
import { CONTENT_COLLECTION } from '../../../shared/forms/definitions/content';
import { texts } from '../../../shared/texts/pt-BR';
import { LoadingState } from '../../components/loading-state/loading-state';
import { useNamedDocuments } from '../../data/use-named-documents';
import { layoutRoute } from './layout-routes';
import styles from './layouts.module.css';

const t = texts.layoutsScreen;

/** The project's content documents, live, by title (pt-BR order): each a link to its layout. */
export function ContentList() {
  const contents = useNamedDocuments(CONTENT_COLLECTION, 'title');
  if (contents.status === 'loading') return <LoadingState label={t.loading} />;
  return (
    <>
      {contents.status === 'failed' && (
        <Alert type="error" showIcon title={t.failed(contents.error)} />
      )}
      {contents.status === 'ready' && contents.documents.length === 0 && (
        <Alert type="info" showIcon title={t.none} />
      )}
      {contents.documents.length > 0 && (
        <nav aria-label={t.listLabel}>
          <ul className={styles.list}>
            {contents.documents.map((content) => (
              <li key={content.id} className={styles.item}>
                <Link to={layoutRoute(content.id)} className={styles.title}>
                  {content.label}
                </Link>
                <Typography.Text type="secondary">{t.idLine(content.id)}</Typography.Text>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
