import { useParams } from 'react-router';
import { CollectionBrowser } from './collection-browser';

/** /console/:collection and /console/:collection/:docId (spec 01 §2): one browser for both. */
export default function CollectionScreen() {
  const { collection = '', docId } = useParams();
  return <CollectionBrowser key={collection} collection={collection} docId={docId ?? null} />;
}
