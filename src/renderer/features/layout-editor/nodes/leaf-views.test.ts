import { describe, expect, it } from 'vitest';
import { LAYOUT_NODE_TYPES } from '../../../../shared/layout';
import { ContentNodeView } from './content-node-view';
import { EmbedNodeView } from './embed-node-view';
import { FileNodeView } from './file-node-view';
import { ImageNodeView } from './image-node-view';
import { leafViewOf } from './leaf-views';
import { ProductsNodeView } from './products-node-view';
import { VideoNodeView } from './video-node-view';

describe('leafViewOf', () => {
  it('gives each leaf type its view, and none for text and container', () => {
    const views = Object.fromEntries(LAYOUT_NODE_TYPES.map((type) => [type, leafViewOf(type)]));
    expect(views).toEqual({
      text: null,
      image: ImageNodeView,
      video: VideoNodeView,
      file: FileNodeView,
      container: null,
      content: ContentNodeView,
      embed: EmbedNodeView,
      products: ProductsNodeView,
    });
  });
});
