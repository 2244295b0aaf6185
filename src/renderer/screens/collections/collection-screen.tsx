import { useParams } from 'react-router';
import { CollectionListScreen } from './collection-list-screen';
import { DocumentScreen } from './document-screen';

/** /console/:collection and /console/:collection/:docId (spec 01 §2). */
export default function CollectionScreen() {
  const { collection = '', docId } = useParams();
  return docId ? (
    <DocumentScreen key={`${collection}/${docId}`} collection={collection} docId={docId} />
  ) : (
    <CollectionListScreen key={collection} collection={collection} />
  );
}
