import type { FormDefinition } from './field-definition';
import { formDefinitions } from './definitions';
import { CONFIG_COLLECTION, configFormFor } from './definitions/config/config-documents';

/** Spec 01 keeps products in `product-data`; its form is the product form of spec 02. */
const PRODUCT_ALIASES = ['product-data'];

// One definition per collection (the definitions test guards it).
const registry = new Map<string, FormDefinition>(
  formDefinitions.map((definition) => [definition.collection, definition]),
);
const productForm = registry.get('product');
if (productForm) {
  for (const alias of PRODUCT_ALIASES) {
    registry.set(alias, { ...productForm, collection: alias });
  }
}

/** Every collection with a written form, aliases included. */
export const definedCollections: readonly string[] = [...registry.keys()];

/**
 * The written form of `collection`, or undefined: the caller then infers one from the data.
 * Configuration documents differ one from another, so `config/{docId}` has a form per document.
 */
export const formDefinitionFor = (
  collection: string,
  docId?: string | null,
): FormDefinition | undefined =>
  collection === CONFIG_COLLECTION && docId ? configFormFor(docId) : registry.get(collection);
