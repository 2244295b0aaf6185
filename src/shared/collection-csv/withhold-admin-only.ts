/**
 * What a CSV export leaves out for a user without the project's privileged claim: the
 * credentials firebase/firestore.rules keep for administrators (admin-only config documents
 * whole, and the admin-only fields of the others). Staff may read them, so only the export
 * keeps them off disk; the columns come from what remains, so a column that held nothing but
 * credentials is not written either.
 */
import {
  adminOnlyConfigDocIds,
  adminOnlyConfigFields,
} from '../forms/definitions/config/admin-only-config';

export interface ExportDocument {
  id: string;
  data: Readonly<Record<string, unknown>>;
}

export interface Withheld {
  /** Admin-only documents whose every cell was left empty. */
  documents: string[];
  /** `docId.field` of each admin-only field left empty in another document. */
  fields: string[];
}

export const nothingWithheld = (withheld: Withheld): boolean =>
  withheld.documents.length === 0 && withheld.fields.length === 0;

/** The documents with the credentials taken out; only `config` holds any. */
export function withholdAdminOnly(
  collection: string,
  documents: readonly ExportDocument[],
): { documents: ExportDocument[]; withheld: Withheld } {
  const withheld: Withheld = { documents: [], fields: [] };
  if (collection !== 'config') return { documents: [...documents], withheld };
  const adminOnlyDocs = new Set(adminOnlyConfigDocIds());
  const adminOnlyFields = adminOnlyConfigFields();
  const kept = documents.map(({ id, data }) => {
    if (adminOnlyDocs.has(id)) {
      withheld.documents.push(id);
      return { id, data: {} };
    }
    const fields = (adminOnlyFields[id] ?? []).filter((field) => Object.hasOwn(data, field));
    if (fields.length === 0) return { id, data };
    const rest = { ...data };
    for (const field of fields) {
      delete rest[field];
      withheld.fields.push(`${id}.${field}`);
    }
    return { id, data: rest };
  });
  return { documents: kept, withheld };
}
