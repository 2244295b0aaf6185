import { List, Typography } from 'antd';
import { Link } from 'react-router';
import { listedCollections } from '../../../shared/collections/listed-collections';
import { texts } from '../../../shared/texts/pt-BR';
import { collectionRoute } from '../../features/documents/document-pane/routes';

const t = texts.documentEditor.screen;

/** /console/collections: every known collection, each a link to its list. */
export default function CollectionsScreen() {
  return (
    <>
      <Typography.Title level={1}>{t.collectionsTitle}</Typography.Title>
      <Typography.Paragraph type="secondary">{t.collectionsIntro}</Typography.Paragraph>
      <section aria-label={t.collectionsList}>
        <List
          bordered
          dataSource={listedCollections()}
          rowKey={(item) => item.id}
          renderItem={(item) => (
            <List.Item>
              <Link to={collectionRoute(item.id)}>{item.title}</Link>
              <Typography.Text type="secondary">{item.id}</Typography.Text>
            </List.Item>
          )}
        />
      </section>
    </>
  );
}
