import { Typography } from 'antd';
import { useParams } from 'react-router';
import { texts } from '../../../shared/texts/pt-BR';
import { ScreenPlaceholder } from '../../components/screen-placeholder/screen-placeholder';

const t = texts.shell.screens.collections;

/** /console/:collection and /console/:collection/:docId (spec 01 §2). */
export default function CollectionScreen() {
  const { collection = '', docId } = useParams();
  return (
    <ScreenPlaceholder title={t.title} description={t.description}>
      <Typography.Title level={2}>
        {docId ? t.documentTitle(collection, docId) : t.collectionTitle(collection)}
      </Typography.Title>
    </ScreenPlaceholder>
  );
}
