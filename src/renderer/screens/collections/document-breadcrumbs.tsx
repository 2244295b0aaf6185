import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { collectionName } from '../../../shared/collections/collection-names';
import { entrySummary } from '../../../shared/collections/entry-summary';
import { CONFIG_COLLECTION } from '../../../shared/forms/definitions/config/config-documents';
import { texts } from '../../../shared/texts/pt-BR';
import type { DocumentSnapshot } from '../../data/ports';
import { collectionRoute } from '../../features/documents/document-pane/routes';

const t = texts.wayfinding.breadcrumbs;

export interface DocumentBreadcrumbsProps {
  collection: string;
  docId: string | null;
  /** The list's documents: the open one's title is read from them when it is there. */
  docs: readonly DocumentSnapshot[];
}

/**
 * Where the open document sits: Início › Coleções (or Configuração do projeto) › the
 * collection › the document, each step a link back but the last.
 */
export function DocumentBreadcrumbs({ collection, docId, docs }: DocumentBreadcrumbsProps) {
  const config = collection === CONFIG_COLLECTION;
  const open = docId === null ? null : docs.find((doc) => doc.id === docId);
  const docTitle =
    docId === null ? null : entrySummary(collection, docId, open?.data ?? null).title;
  const collectionStep = {
    key: 'collection',
    title:
      docId === null ? (
        <span aria-current="page">{collectionName(collection).plural}</span>
      ) : (
        <Link to={collectionRoute(collection)}>{collectionName(collection).plural}</Link>
      ),
  };
  const items = [
    { key: 'home', title: <Link to="/console">{t.home}</Link> },
    // A configuration's parent is the overview, which lists the collection's documents.
    config
      ? { key: 'parent', title: <Link to="/console/project-config">{t.config}</Link> }
      : { key: 'parent', title: <Link to="/console/collections">{t.collections}</Link> },
    ...(config && docId !== null ? [] : [collectionStep]),
    ...(docTitle === null
      ? []
      : [{ key: 'document', title: <span aria-current="page">{docTitle}</span> }]),
  ];
  return (
    <nav aria-label={t.label}>
      <Breadcrumb items={items} />
    </nav>
  );
}
