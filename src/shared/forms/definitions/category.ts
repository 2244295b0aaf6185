import type { FormDefinition } from '../field-definition';

export const categoryForm: FormDefinition = {
  collection: 'category',
  title: 'Categoria',
  fields: [
    { name: 'title', type: 'text', title: 'Título', required: true },
    { name: 'titleSeo', type: 'text', title: 'Título para SEO' },
    { name: 'visible', type: 'checkbox', title: 'Visível' },
    { name: 'slug', type: 'text', title: 'Slug', placeholder: 'panelas-de-pressao' },
    { name: 'description', type: 'textarea', format: 'html', title: 'Descrição' },
    {
      name: 'filters',
      type: 'textarea',
      title: 'Filtros (JSON)',
      placeholder: '[]',
      help: 'Uma lista em JSON.',
    },
    { name: 'hideTitle', type: 'checkbox', title: 'Ocultar o título' },
    { name: 'hideProducts', type: 'checkbox', title: 'Ocultar os produtos' },
    {
      name: 'skuOrderBy',
      type: 'text',
      title: 'Ordenação dos produtos',
      placeholder: 'price-asc',
    },
    {
      name: 'parent',
      type: 'select_nested',
      collection: 'category',
      labelField: 'title',
      title: 'Categoria pai',
    },
    { name: 'order', type: 'number', title: 'Ordem' },
    { name: 'header', type: 'textarea', title: 'Cabeçalho' },
  ],
};
