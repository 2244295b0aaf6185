import type { FormDefinition } from '../field-definition';
import { DEFAULT_EDITOR_TOOLS } from '../field-definition';

export const POST_DRAFT_STATUS = 'draft';

export const postForm: FormDefinition = {
  collection: 'post',
  title: 'Post',
  fields: [
    { name: 'title', type: 'text', title: 'Título', required: true },
    { name: 'slug', type: 'text', title: 'Slug', placeholder: 'titulo-do-post' },
    { name: 'description', type: 'textarea', title: 'Resumo' },
    {
      name: 'status',
      type: 'select',
      title: 'Status',
      options: [
        { value: POST_DRAFT_STATUS, label: 'Rascunho' },
        { value: 'published', label: 'Publicado' },
      ],
    },
    { name: 'content', type: 'editor', title: 'Conteúdo', tools: DEFAULT_EDITOR_TOOLS },
    {
      name: 'tags',
      type: 'array_field',
      title: 'Tags',
      field: { name: 'tag', type: 'text', title: 'Tag' },
    },
  ],
  // Spec 01 §9: a new post starts as a draft.
  newDocumentDefaults: { status: POST_DRAFT_STATUS },
};
