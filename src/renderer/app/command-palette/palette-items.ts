import { collectionName } from '../../../shared/collections/collection-names';
import { listedCollections } from '../../../shared/collections/listed-collections';
import {
  CONFIG_COLLECTION,
  configDocuments,
} from '../../../shared/forms/definitions/config/config-documents';
import { foldForSearch } from '../../../shared/forms/nested-options';
import { texts } from '../../../shared/texts/pt-BR';
import { navItems } from '../nav-items';

const t = texts.wayfinding.palette;

export type PaletteGroup = keyof typeof t.groups;

/** One thing the palette can open. */
export interface PaletteItem {
  /** Unique in one answer. */
  key: string;
  group: PaletteGroup;
  label: string;
  detail?: string;
  /** Where Enter goes. */
  path: string;
}

/** Groups in the order they are listed. */
export const paletteGroupOrder: readonly PaletteGroup[] = [
  'recent',
  'screens',
  'products',
  'config',
  'documents',
  'collections',
];

const encode = encodeURIComponent;
export const productPath = (code: string) => `/console/product/${encode(code)}`;
export const documentPath = (collection: string, docId: string) =>
  `/console/${encode(collection)}/${encode(docId)}`;

/** Everything the palette knows without reading data: screens, collections, configurations. */
function knownItems(): PaletteItem[] {
  const screens = navItems.map(
    (item): PaletteItem => ({
      key: `screen:${item.path}`,
      group: 'screens',
      label: item.label,
      path: item.path,
    }),
  );
  const configs = configDocuments.map(
    (document): PaletteItem => ({
      key: `config:${document.docId}`,
      group: 'config',
      label: document.title,
      detail: `${CONFIG_COLLECTION}/${document.docId}`,
      path: documentPath(CONFIG_COLLECTION, document.docId),
    }),
  );
  const collections = listedCollections().map(
    (collection): PaletteItem => ({
      key: `collection:${collection.id}`,
      group: 'collections',
      label: collection.title,
      detail: collection.id,
      path: `/console/${encode(collection.id)}`,
    }),
  );
  return [...screens, ...configs, ...collections];
}

let known: PaletteItem[] | null = null;

/**
 * The screens, configurations and collections whose name (or id) holds `query`, case and
 * accents aside; a blank query lists the screens only.
 */
export function matchKnownItems(query: string): PaletteItem[] {
  known ??= knownItems();
  const wanted = foldForSearch(query.trim());
  if (wanted === '') return known.filter((item) => item.group === 'screens');
  return known.filter(
    (item) =>
      foldForSearch(item.label).includes(wanted) ||
      (item.detail !== undefined && foldForSearch(item.detail).includes(wanted)),
  );
}

/** Answers in group order, each key once (the first group that holds it wins). */
export function orderPaletteItems(items: readonly PaletteItem[]): PaletteItem[] {
  const seen = new Set<string>();
  const ordered: PaletteItem[] = [];
  for (const group of paletteGroupOrder) {
    for (const item of items) {
      if (item.group !== group || seen.has(item.path)) continue;
      seen.add(item.path);
      ordered.push(item);
    }
  }
  return ordered;
}

/** How a document found in `collection` reads in the palette. */
export const inCollection = (collection: string) =>
  t.inCollection(collectionName(collection).singular);
