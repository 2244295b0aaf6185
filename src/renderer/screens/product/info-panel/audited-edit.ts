import {
  auditedPatch,
  buildChangelogEntry,
  type ActingUser,
} from '../../../../shared/products/manual-edit';
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

export interface AuditedEdit {
  projectId: string;
  code: string;
  field: string;
  from: unknown;
  to: unknown;
  reason: string;
  user: ActingUser;
  /** The product as read: its version is the batch's precondition. */
  base: DocumentData;
}

/**
 * The panel's write (spec 01 §5): ONE batch with the product merge-write and its changelog
 * entry, so both are stored or neither is, over the product's version as read. Rejects with
 * PreconditionFailedError when the product changed meanwhile. The rules tests send this very
 * write (tests/rules/screen-writes.test.ts).
 */
export function commitAuditedEdit(documents: DocumentStore, edit: AuditedEdit): Promise<void> {
  const { projectId, code, field, to } = edit;
  const batch = documents.batch();
  const entryPath = batch.add(
    changelogCollectionPath(projectId),
    buildChangelogEntry({
      code,
      field,
      from: edit.from,
      to,
      reason: edit.reason,
      user: edit.user,
      createdAt: serverTimestamp(),
    }),
  );
  batch.set(
    productDataPath(projectId, code),
    auditedPatch(field, to, entryPath.split('/').pop()!, serverTimestamp()),
    { merge: true, ifUpdatedAt: versionOf(edit.base) },
  );
  return batch.commit();
}
