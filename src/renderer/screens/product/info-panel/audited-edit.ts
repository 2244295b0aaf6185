import { auditedPatch, buildChangelogEntry } from '../../../../shared/products/manual-edit';
import {
  serverTimestamp,
  UPDATED_AT_MISSING,
  type DocumentData,
  type DocumentStore,
  type SetOptions,
} from '../../../data/ports';
import { changelogCollectionPath, productDataPath } from './product-paths';

/** The precondition for an existing product as read, as document forms pick it (stored-version.ts). */
function versionOf(product: DocumentData): NonNullable<SetOptions['ifUpdatedAt']> {
  return product.updatedAt instanceof Date ? product.updatedAt : UPDATED_AT_MISSING;
}

/** The edit as its changelog entry tells it (code, field, from, to, reason, user), and where. */
export type AuditedEdit = Omit<Parameters<typeof buildChangelogEntry<unknown>>[0], 'createdAt'> & {
  projectId: string;
  /** The product as read: its version is the batch's precondition. */
  base: DocumentData;
};

/**
 * The panel's write (spec 01 §5): ONE batch with the product merge-write and its changelog
 * entry, so both are stored or neither is, over the product's version as read. Rejects with
 * PreconditionFailedError when the product changed meanwhile. The rules tests send this very
 * write (tests/rules/screen-writes.test.ts).
 */
export function commitAuditedEdit(documents: DocumentStore, edit: AuditedEdit): Promise<void> {
  const { projectId, base, ...entry } = edit;
  const { code, field, to } = entry;
  const batch = documents.batch();
  const entryPath = batch.add(
    changelogCollectionPath(projectId),
    buildChangelogEntry({ ...entry, createdAt: serverTimestamp() }),
  );
  batch.set(
    productDataPath(projectId, code),
    auditedPatch(field, to, entryPath.split('/').pop()!, serverTimestamp()),
    { merge: true, ifUpdatedAt: versionOf(base) },
  );
  return batch.commit();
}
