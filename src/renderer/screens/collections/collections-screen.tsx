import { List, Typography } from 'antd';
import { Link } from 'react-router';
import { listedCollections } from '../../../shared/collections/listed-collections';
import { texts } from '../../../shared/texts/pt-BR';
import { collectionRoute } from '../../features/documents/document-pane/routes';
import { ScreenHeader } from '../../components/screen-header/screen-header';

const t = texts.documentEditor.screen;

/** /console/collections: every known collection, each a link to its list. */
export default function CollectionsScreen() {
  return (
    <>
      <ScreenHeader title={t.collectionsTitle} description={t.collectionsIntro} />
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
