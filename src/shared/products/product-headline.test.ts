import { describe, expect, it } from 'vitest';
import { productHeadline } from './product-headline';

const api = { image: 'https://api/1011.png', siteName: 'Panela Lyon 25 cm Antiaderente' };

describe('productHeadline', () => {
  it('is the stored name and image when the document has both, whatever the API says', () => {
    const stored = {
      ProductSiteName: 'Panela de Pressão Solar 6 L',
      ProductImage: '/demo/1011.png',
    };
    const own = { siteName: 'Panela de Pressão Solar 6 L', image: '/demo/1011.png' };
    expect(productHeadline(stored, api)).toEqual(own);
    expect(productHeadline(stored, null)).toEqual(own);
  });

  it('fills what the document lacks from the API, and waits for it until then', () => {
    expect(productHeadline({ ProductSiteName: 'Panela Solar' }, null)).toBeNull();
    expect(productHeadline({ ProductSiteName: 'Panela Solar', ProductImage: ' ' }, api)).toEqual({
      siteName: 'Panela Solar',
      image: api.image,
    });
    expect(productHeadline({ ProductCode: '1011' }, api)).toEqual(api);
    expect(productHeadline({}, { image: null, siteName: null })).toEqual({
      image: null,
      siteName: null,
    });
  });
});
