import { storedName } from '../../field-definition';
import { configDocuments } from './config-documents';

/**
 * What firebase/firestore.rules must keep from staff, derived from the definitions (a test
 * compares the rules' lists with these). The rules see top-level keys only.
 */
export const adminOnlyConfigDocIds = (): string[] =>
  configDocuments.filter(({ form }) => form.adminOnly === true).map(({ docId }) => docId);

/** Per document that staff may write, its top-level keys only privileged users change. */
export function adminOnlyConfigFields(): Record<string, string[]> {
  const lists: Record<string, string[]> = {};
  for (const { docId, form } of configDocuments) {
    if (form.adminOnly) continue;
    const names = form.fields.filter((field) => field.adminOnly).map(storedName);
    if (names.length > 0) lists[docId] = names;
  }
  return lists;
}
