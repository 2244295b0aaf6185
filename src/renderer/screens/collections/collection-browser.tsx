import { useEffect, useState } from 'react';
import { Flex, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { texts } from '../../../shared/texts/pt-BR';
import { CollectionListPane, isFlatCollection, type ListView } from './collection-list-pane';
import { DocumentPane } from '../../features/documents/document-pane/document-pane';
import { NewDocumentPane } from '../../features/documents/document-pane/new-document-pane';
import {
  collectionRoute,
  documentRoute,
  NEW_DOCUMENT_PARAM,
} from '../../features/documents/document-pane/routes';
import { useCollectionEntries } from './use-collection-entries';
import { DocumentBreadcrumbs } from './document-breadcrumbs';
import styles from './collection-browser.module.css';
import { ScreenHeader } from '../../components/screen-header/screen-header';

const t = texts.documentEditor.screen;

export interface CollectionBrowserProps {
  collection: string;
  /** The open document, from the route. */
  docId?: string | null;
}

type Selection = { kind: 'none' } | { kind: 'document'; docId: string } | { kind: 'new' };

/**
 * One screen for /console/{collection}[/{docId}]: the list on the left, the editor on the
 * right. Selecting changes the route (spec 01 §2 "when route change is enabled"), so a deep
 * link, the back button and the leave guard all work; a document edited where the route must
 * stay (inside another document) is the collection-editor field's job, in place.
 */
export function CollectionBrowser({ collection, docId = null }: CollectionBrowserProps) {
  const entries = useCollectionEntries(collection);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [chosenView, setChosenView] = useState<ListView>('tree');
  const flat =
    entries.state === 'ready' && entries.docs.length > 0 && isFlatCollection(entries.docs);
  const view = flat ? chosenView : 'tree';

  const selection: Selection = docId
    ? { kind: 'document', docId }
    : params.has(NEW_DOCUMENT_PARAM)
      ? { kind: 'new' }
      : { kind: 'none' };

  // Every switch is a navigation: the route guard asks before leaving unsaved edits.
  const switchTo = (next: Selection) => {
    if (next.kind === 'new') navigate(`${collectionRoute(collection)}?${NEW_DOCUMENT_PARAM}`);
    else if (next.kind === 'document') navigate(documentRoute(collection, next.docId));
    else navigate(collectionRoute(collection));
  };

  const selectedId = selection.kind === 'document' ? selection.docId : null;

  // A deep link past the pages read: read the page around the linked document (not every
  // page up to it), so its entry shows, marked and scrolled into view (the tree scrolls when
  // the list changes).
  const { state, jumpTo } = entries;
  const linkedUnread =
    selectedId !== null &&
    state === 'ready' &&
    (entries.hasMore || entries.hasEarlier) &&
    !entries.docs.some((doc) => doc.id === selectedId);
  useEffect(() => {
    if (linkedUnread && selectedId !== null) jumpTo(selectedId);
  }, [linkedUnread, selectedId, jumpTo]);

  return (
    <Flex vertical gap="middle">
      <DocumentBreadcrumbs collection={collection} docId={selectedId} docs={entries.docs} />
      <ScreenHeader
        title={t.collectionTitle(collection)}
        extra={<Link to="/console/collections">{t.allCollections}</Link>}
      />
      <div className={view === 'table' ? styles.stacked : styles.split}>
        <section
          aria-label={t.listPane}
          className={view === 'table' ? styles.wideListPane : styles.listPane}
        >
          <CollectionListPane
            collection={collection}
            entries={entries}
            selectedId={selectedId}
            onAdd={() => switchTo({ kind: 'new' })}
            view={view}
            onViewChange={flat ? setChosenView : undefined}
          />
        </section>
        <section aria-label={t.editorPane} className={styles.editorPane}>
          {selection.kind === 'document' && (
            <DocumentPane
              key={`${collection}/${selection.docId}`}
              collection={collection}
              docId={selection.docId}
            />
          )}
          {selection.kind === 'new' && (
            <NewDocumentPane
              key={collection}
              collection={collection}
              onBack={() => switchTo({ kind: 'none' })}
              onCreated={(id) => switchTo({ kind: 'document', docId: id })}
            />
          )}
          {selection.kind === 'none' && (
            <Typography.Paragraph type="secondary" className={styles.emptyEditor}>
              {t.chooseEntry}
            </Typography.Paragraph>
          )}
        </section>
      </div>
    </Flex>
  );
}
