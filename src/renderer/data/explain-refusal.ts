import {
  adminOnlyChangeOf,
  adminOnlyRefusal,
} from '../../shared/forms/definitions/config/admin-only-change';
import { changedPanelFields } from '../../shared/products/panel-fields';
import { PanelEditRefusedError } from './audit-refusals';

/** Firestore's refusal code, carried by the adapters' errors on both profiles. */
export const isPermissionDenied = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === 'permission-denied';

/** A write refused because it touched what only administrators change, saying what. */
export class AdminOnlyRefusedError extends Error {
  readonly code = 'permission-denied';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AdminOnlyRefusedError';
  }
}

const isProductPath = (path: string) => {
  const segments = path.split('/');
  return segments.length === 4 && segments[0] === 'project' && segments[2] === 'product-data';
};

/**
 * A refused write of `after` over `before` at `path`, told as what the rules protect when it
 * touched it: an admin-only document or field (needs an administrator), or a product's panel
 * fields (change only in the information panel, with a reason: the same words as the local
 * store's refusal). Any other error, and a refusal already explained, passes through.
 */
export function explainRefusal(
  error: unknown,
  path: string,
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>>,
): unknown {
  if (!isPermissionDenied(error) || error instanceof PanelEditRefusedError) return error;
  const change = adminOnlyChangeOf(path, before, after);
  if (change) return new AdminOnlyRefusedError(adminOnlyRefusal(change), { cause: error });
  const panelFields = isProductPath(path) ? changedPanelFields(before, after) : [];
  if (panelFields.length > 0) return new PanelEditRefusedError(path, panelFields, { cause: error });
  return error;
}
