import { texts } from '../../shared/texts/pt-BR';

/**
 * The local store's refusal of a product write that creates or changes panel fields
 * (shared/products/panel-fields.ts) without its changelog entry in the same commit: what
 * firebase/firestore.rules refuse on a Firebase profile. `code` is Firestore's, so callers
 * treat both profiles' refusals alike.
 */
export class PanelEditRefusedError extends Error {
  readonly code = 'permission-denied';

  constructor(
    readonly path: string,
    readonly fields: readonly string[],
  ) {
    super(texts.productAudit.panelEditRefused(path.split('/').pop() ?? path, fields));
    this.name = 'PanelEditRefusedError';
  }
}
