import type { FormDefinition } from '../../field-definition';

/** config/heatmap: the heatmap tool of the storefront. The spec shows no field list. */
export const heatmapForm: FormDefinition = {
  collection: 'config',
  title: 'Mapa de calor',
  fields: [
    { name: 'active', type: 'checkbox', title: 'Ativo' },
    {
      name: 'provider',
      type: 'select',
      title: 'Ferramenta',
      options: [
        { value: 'clarity', label: 'Microsoft Clarity' },
        { value: 'hotjar', label: 'Hotjar' },
      ],
    },
    { name: 'siteId', type: 'text', title: 'ID do site na ferramenta' },
  ],
};
