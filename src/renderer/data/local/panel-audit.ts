import { PANEL_FIELDS } from '../../../shared/products/panel-fields';
import { PanelEditRefusedError } from '../panel-edit-refused';
import type { DocumentPath } from '../paths';
import type { DocumentRow } from './database';
import { valuesEqual } from './values';

// firebase/firestore.rules' product-data create/update rule, for the local store. Privilege
// is not checked: the local operator holds every claim (shared/auth/claims.ts). What the
// backend writes on its own is not checked either, as rules never see Admin SDK writes: the
// first-run seed (seed.ts, straight into Dexie) and LocalDocumentStore.writeAsBackend.

const PRODUCTS = 'product-data';
const CHANGELOG = 'product-data-changelog';

const inProjectCollection = (doc: DocumentPath, collection: string) =>
  doc.segments.length === 4 && doc.segments[0] === 'project' && doc.segments[2] === collection;

/** Rows by path; undefined: no document. */
type Rows = ReadonlyMap<string, DocumentRow | undefined>;

/**
 * The documents the check needs as they were before the commit: the products it writes and
 * the changelog entries it writes. None when it writes no product, so other commits pay
 * nothing.
 */
export function panelAuditReads(docs: readonly DocumentPath[]): string[] {
  if (!docs.some((doc) => inProjectCollection(doc, PRODUCTS))) return [];
  return docs
    .filter((doc) => inProjectCollection(doc, PRODUCTS) || inProjectCollection(doc, CHANGELOG))
    .map((doc) => doc.path);
}

const has = (data: object, key: string) => Object.prototype.hasOwnProperty.call(data, key);

/** The panel fields a write adds, removes or changes (Firestore's diff().affectedKeys()). */
function changedPanelFields(previous: DocumentRow | undefined, next: DocumentRow): string[] {
  return PANEL_FIELDS.filter((field) => {
    if (!previous) return has(next.data, field);
    const [was, is] = [has(previous.data, field), has(next.data, field)];
    return was !== is || (is && !valuesEqual(previous.data[field], next.data[field]));
  });
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
 * Throws PanelEditRefusedError (and the caller's transaction writes nothing) when a product
 * this commit creates or updates gets a panel field created or changed without its audit.
 */
export function assertPanelEditsAudited(
  written: readonly DocumentPath[],
  before: Rows,
  after: Rows,
): void {
  for (const doc of written) {
    if (!inProjectCollection(doc, PRODUCTS)) continue;
    const next = after.get(doc.path);
    // Deleting is the privileged users' right, and the local operator is privileged.
    if (!next) continue;
    const changed = changedPanelFields(before.get(doc.path), next);
    if (changed.length > 0 && !auditedInThisCommit(doc, next, before, after)) {
      throw new PanelEditRefusedError(doc.path, changed);
    }
  }
}
