import type { FormDefinition } from '../../field-definition';

/** config/analytics: the storefront's measurement tags. The spec shows no field list. */
export const analyticsForm: FormDefinition = {
  collection: 'config',
  title: 'Analytics',
  fields: [
    {
      name: 'googleAnalyticsId',
      type: 'text',
      title: 'Google Analytics',
      placeholder: 'G-XXXXXXX',
    },
    {
      name: 'googleTagManagerId',
      type: 'text',
      title: 'Google Tag Manager',
      placeholder: 'GTM-XXXXXX',
    },
    { name: 'metaPixelId', type: 'text', title: 'Pixel da Meta' },
  ],
};
