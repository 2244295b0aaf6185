import { texts } from '../../shared/texts/pt-BR';

// What firebase/firestore.rules refuse around a product's audit trail: thrown by the local
// store, and told for Firestore's refusals by explainRefusal. `code` is Firestore's, so
// callers treat both profiles' refusals alike.

/**
 * A product write that creates or changes panel fields (shared/products/panel-fields.ts)
 * without its changelog entry in the same commit.
 */
export class PanelEditRefusedError extends Error {
  readonly code = 'permission-denied';

  constructor(
    readonly path: string,
    readonly fields: readonly string[],
    options?: { cause?: unknown },
  ) {
    super(texts.productAudit.panelEditRefused(path.split('/').pop() ?? path, fields), options);
    this.name = 'PanelEditRefusedError';
  }
}

/** A change or deletion of a product changelog entry: the log is append-only. */
export class ChangelogEntryLockedError extends Error {
  readonly code = 'permission-denied';

  constructor(readonly path: string) {
    super(texts.productAudit.changelogLocked);
    this.name = 'ChangelogEntryLockedError';
  }
}
