import type { FormDefinition } from '../field-definition';

/** Content documents (spec 01 §3): pages built in the layout editor (/console/layouts). */
export const CONTENT_COLLECTION = 'content';

export const contentForm: FormDefinition = {
  collection: CONTENT_COLLECTION,
  title: 'Conteúdo',
  fields: [
    { name: 'title', type: 'text', title: 'Título', required: true },
    // Spec 01 §3: `content` holds the serialized layout JSON, as the editor writes it.
    { name: 'content', type: 'editor-layout', title: 'Layout' },
  ],
};
