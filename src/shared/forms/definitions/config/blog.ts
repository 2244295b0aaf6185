import type { FormDefinition } from '../../field-definition';

/** config/blog. The spec shows no field list: what the blog pages need. */
export const blogForm: FormDefinition = {
  collection: 'config',
  title: 'Blog',
  fields: [
    { name: 'active', type: 'checkbox', title: 'Ativo' },
    { name: 'title', type: 'text', title: 'Título' },
    { name: 'description', type: 'textarea', title: 'Descrição (SEO)' },
    { name: 'postsPerPage', type: 'number', title: 'Posts por página', placeholder: '12' },
  ],
};
