import { inferCsvDefinition } from '../../../../shared/collection-csv/infer-definition';
import type { FormDefinition } from '../../../../shared/forms/field-definition';
import { formDefinitionFor } from '../../../../shared/forms/form-registry';
import type { DocumentSnapshot } from '../../../data/ports';

export interface CsvDefinition {
  definition: FormDefinition;
  /** Inferred from the stored documents: unknown columns are then written as text. */
  inferred: boolean;
}

/**
 * The columns of a collection's CSV: its written form, else one inferred from every stored
 * document. `config` holds one form per document, so its file is inferred like a free one.
 */
export function csvDefinitionOf(
  collection: string,
  docs: readonly DocumentSnapshot[],
): CsvDefinition {
  const written = collection === 'config' ? undefined : formDefinitionFor(collection);
  if (written) return { definition: written, inferred: false };
  return {
    definition: inferCsvDefinition(
      collection,
      docs.map((doc) => doc.data ?? {}),
    ),
    inferred: true,
  };
}
