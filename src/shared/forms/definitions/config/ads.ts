import type { FormDefinition } from '../../field-definition';

/** config/ads: ad platforms and the product feed. The spec shows no field list. */
export const adsForm: FormDefinition = {
  collection: 'config',
  title: 'Anúncios',
  fields: [
    { name: 'googleAdsId', type: 'text', title: 'Google Ads', placeholder: 'AW-XXXXXXXXX' },
    { name: 'googleAdsConversionLabel', type: 'text', title: 'Rótulo de conversão do Google Ads' },
    { name: 'googleMerchantId', type: 'text', title: 'ID do Google Merchant Center' },
    { name: 'metaCatalogId', type: 'text', title: 'ID do catálogo da Meta' },
  ],
};
