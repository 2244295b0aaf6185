/** The Product's Options flags (spec 01 §3): each is an audited toggle in the product panel. */
export const productOptionFlags = [
  'canSell',
  'canCrossDocking',
  'isFreeShipping',
  'isFreePriceFinancingFee',
  'isBrandPriceRestrict',
  'isBrandMarketplaceRestrict',
  'isManualPricing',
  'isSalePricing',
] as const;

export type ProductOptionFlag = (typeof productOptionFlags)[number];
