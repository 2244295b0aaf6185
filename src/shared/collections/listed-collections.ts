import { definedCollections } from '../forms/form-registry';
import { collectionName, namedCollections } from './collection-names';

export interface ListedCollection {
  id: string;
  /** The pt-BR plural name: what Coleções and the command palette show. */
  title: string;
}

/**
 * Every collection a person can open (spec 01 and 02 §3, those with a written form, and what
 * the demo seeds), by its pt-BR plural name, in pt-BR alphabetical order.
 */
export function listedCollections(): ListedCollection[] {
  const ids = new Set([...namedCollections, ...definedCollections]);
  return [...ids]
    .map((id) => ({ id, title: collectionName(id).plural }))
    .sort((a, b) => a.title.localeCompare(b.title, 'pt-BR') || a.id.localeCompare(b.id));
}
