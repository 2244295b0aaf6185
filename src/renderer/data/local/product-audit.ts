import { changedPanelFields } from '../../../shared/products/panel-fields';
import { ChangelogEntryLockedError, PanelEditRefusedError } from '../audit-refusals';
import type { DocumentPath } from '../paths';
import type { DocumentRow } from './database';
import { valuesEqual } from './values';

// firebase/firestore.rules' product-data create/update rule and its append-only changelog,
// for the local store. Privilege is not checked: the local operator holds every claim
// (shared/auth/claims.ts). What the backend writes on its own is not checked either, as rules
// never see Admin SDK writes: the first-run seed (seed.ts, straight into Dexie) and
// LocalDocumentStore.writeAsBackend.

const PRODUCTS = 'product-data';
const CHANGELOG = 'product-data-changelog';

const inProjectCollection = (doc: DocumentPath, collection: string) =>
  doc.segments.length === 4 && doc.segments[0] === 'project' && doc.segments[2] === collection;

/** Rows by path; undefined: no document. */
type Rows = ReadonlyMap<string, DocumentRow | undefined>;

const audited = (doc: DocumentPath) =>
  inProjectCollection(doc, PRODUCTS) || inProjectCollection(doc, CHANGELOG);

/**
 * The documents the check needs as they were before the commit: the products and the
 * changelog entries it writes. None for a commit writing neither, so others pay nothing.
 */
export function auditReads(docs: readonly DocumentPath[]): string[] {
  return docs.filter(audited).map((doc) => doc.path);
}

/**
 * The product names (lastChangelogId) an entry about it that this commit creates: absent
 * before, present after. `before` must hold every path panelAuditReads returned.
 */
function auditedInThisCommit(doc: DocumentPath, next: DocumentRow, before: Rows, after: Rows) {
  const id = next.data.lastChangelogId;
  if (typeof id !== 'string' || id === '' || id.includes('/')) return false;
  const entryPath = `project/${doc.segments[1]}/${CHANGELOG}/${id}`;
  // An entry this commit does not write is in neither map, so it reads as absent after.
  if (before.get(entryPath) !== undefined) return false;
  return after.get(entryPath)?.data.ProductCode === doc.id;
}

/**
 * Throws (and the caller's transaction writes nothing) when this commit creates or updates a
 * product's panel fields without their audit (PanelEditRefusedError), or writes over or
 * deletes a changelog entry (ChangelogEntryLockedError). `before` must hold every path
 * auditReads returned; `written` is every document the commit writes.
 */
export function assertAuditRules(
  written: readonly DocumentPath[],
  before: Rows,
  after: Rows,
): void {
  for (const doc of written) {
    if (inProjectCollection(doc, CHANGELOG)) {
      // Written and absent after: deleted. Firestore's rules refuse any update or delete.
      if (before.get(doc.path) !== undefined || after.get(doc.path) === undefined) {
        throw new ChangelogEntryLockedError(doc.path);
      }
      continue;
    }
    if (!inProjectCollection(doc, PRODUCTS)) continue;
    const next = after.get(doc.path);
    // Deleting is the privileged users' right, and the local operator is privileged.
    if (!next) continue;
    const changed = changedPanelFields(before.get(doc.path)?.data ?? null, next.data, valuesEqual);
    if (changed.length > 0 && !auditedInThisCommit(doc, next, before, after)) {
      throw new PanelEditRefusedError(doc.path, changed);
    }
  }
}
