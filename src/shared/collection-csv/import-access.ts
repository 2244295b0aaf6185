/**
 * What firebase/firestore.rules keep an import from writing, known before anything is
 * written (issue 32): the product panel's fields for everyone, and for users without the
 * project's privileged claim the admin-only configuration documents and fields. Derived from
 * the lists the rules are tested against, so the preview and the rules cannot drift. The
 * rules look at top-level keys only, and so does this.
 */
import {
  adminOnlyConfigDocIds,
  adminOnlyConfigFields,
} from '../forms/definitions/config/admin-only-config';
import { isPanelFieldPath } from '../products/panel-fields';
import { collectionCsvAccessTexts } from '../texts/collection-csv-access';

const t = collectionCsvAccessTexts;

export interface ImportAccess {
  /** Why the user may not write this document at all, or undefined. */
  documentRefusal(id: string): string | undefined;
  /** Whether the user may not set or change this top-level key of this document. */
  isProtectedKey(id: string, key: string): boolean;
  /** Why a row that sets or changes these columns is refused. */
  columnsRefusal(columns: readonly string[]): string;
  /** Whether the key is protected in every document: the preview names its column. */
  protectedEverywhere(key: string): boolean;
  /** The note naming those columns. */
  columnsNote(columns: readonly string[]): string;
}

const nothingProtected: ImportAccess = {
  documentRefusal: () => undefined,
  isProtectedKey: () => false,
  columnsRefusal: () => '',
  protectedEverywhere: () => false,
  columnsNote: () => '',
};

const productData: ImportAccess = {
  documentRefusal: () => undefined,
  isProtectedKey: (_id, key) => isPanelFieldPath(key),
  columnsRefusal: t.panelFields,
  protectedEverywhere: isPanelFieldPath,
  columnsNote: t.panelColumns,
};

function staffConfig(): ImportAccess {
  const lockedDocs = new Set(adminOnlyConfigDocIds());
  const fields = new Map(
    Object.entries(adminOnlyConfigFields()).map(([doc, keys]) => [doc, new Set(keys)]),
  );
  return {
    documentRefusal: (id) => (lockedDocs.has(id) ? t.adminOnlyDocument : undefined),
    isProtectedKey: (id, key) => fields.get(id)?.has(key) === true,
    columnsRefusal: t.adminOnlyFields,
    protectedEverywhere: () => false,
    columnsNote: () => '',
  };
}

/**
 * What a user may not write in a collection. `privileged`: the user holds the project's
 * privileged claim; without knowing, pass false (the stricter preview).
 */
export function importAccessFor(collection: string, privileged: boolean): ImportAccess {
  if (collection === 'product-data') return productData;
  if (collection === 'config' && !privileged) return staffConfig();
  return nothingProtected;
}
