import { sameValue } from '../../conflict';
import { texts } from '../../../texts/pt-BR';
import { adminOnlyConfigDocIds, adminOnlyConfigFields } from './admin-only-config';

/** What a write of a configuration document touches that only privileged users may change. */
export type AdminOnlyChange =
  | { kind: 'document'; docId: string }
  | { kind: 'fields'; docId: string; fields: string[] };

type Values = Readonly<Record<string, unknown>>;

/**
 * The admin-only part of writing `after` over `before` at `path` (`project/{p}/config/{doc}`),
 * as firebase/firestore.rules judge it: any write of an admin-only document, or a change of
 * an admin-only top-level field of another one. Null when the write touches neither.
 */
export function adminOnlyChangeOf(
  path: string,
  before: Values | null,
  after: Values,
): AdminOnlyChange | null {
  const [root, , collection, docId, ...rest] = path.split('/');
  if (root !== 'project' || collection !== 'config' || !docId || rest.length > 0) return null;
  if (adminOnlyConfigDocIds().includes(docId)) return { kind: 'document', docId };
  const fields = (adminOnlyConfigFields()[docId] ?? []).filter(
    (field) => !sameValue(before?.[field], after[field]),
  );
  return fields.length > 0 ? { kind: 'fields', docId, fields } : null;
}

/** Why the write was refused, naming what needs an administrator. */
export function adminOnlyRefusal(change: AdminOnlyChange): string {
  const t = texts.adminOnly;
  if (change.kind === 'document') return t.named(t.document, [change.docId]);
  return t.named(change.fields.length === 1 ? t.field : t.fields, change.fields);
}
