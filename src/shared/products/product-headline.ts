/** The product page's image and name: what the header shows above the flows. */
export interface ProductHeadline {
  image: string | null;
  siteName: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * The stored product's own name and image first: every other screen reads them there, so the
 * page's title says the same. The console API's answer (null: not in yet) fills only what the
 * document lacks; null when the document alone cannot say and the answer is still awaited.
 */
export function productHeadline(
  product: Readonly<Record<string, unknown>>,
  api: ProductHeadline | null,
): ProductHeadline | null {
  const own = { image: text(product.ProductImage), siteName: text(product.ProductSiteName) };
  if (own.image && own.siteName) return own;
  if (!api) return null;
  return { image: own.image ?? api.image, siteName: own.siteName ?? api.siteName };
}
