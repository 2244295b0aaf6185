import { describe, expect, it } from 'vitest';
import { DEMO_ASSETS_PATH, DEMO_ASSETS_TOKEN, withDemoAssets } from './demo-assets';

const BASE = `http://127.0.0.1:4000${DEMO_ASSETS_PATH}`;

describe('demo assets', () => {
  it('makes every token an address under the base, nested and inside JSON text', () => {
    const resolved = withDemoAssets(
      {
        documents: [
          {
            path: 'project/demo/content/home',
            data: {
              image: `${DEMO_ASSETS_TOKEN}/produtos/1011.png`,
              list: [{ url: `${DEMO_ASSETS_TOKEN}/a.png` }],
              content: JSON.stringify({ file: `${DEMO_ASSETS_TOKEN}/banners/churrasco.png` }),
              count: 3,
              at: { __date: '2026-01-01T00:00:00.000Z' },
            },
          },
        ],
      },
      BASE,
    );
    expect(resolved.documents[0]!.data).toEqual({
      image: `${BASE}produtos/1011.png`,
      list: [{ url: `${BASE}a.png` }],
      content: JSON.stringify({ file: `${BASE}banners/churrasco.png` }),
      count: 3,
      at: { __date: '2026-01-01T00:00:00.000Z' },
    });
  });
});
