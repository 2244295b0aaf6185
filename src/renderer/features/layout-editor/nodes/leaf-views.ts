import type { ComponentType } from 'react';
import type { LayoutNodeType } from '../../../../shared/layout';
import { ContentNodeView } from './content-node-view';
import { EmbedNodeView } from './embed-node-view';
import { FileNodeView } from './file-node-view';
import { ImageNodeView } from './image-node-view';
import type { LeafNodeViewProps } from './node-view-props';
import { ProductsNodeView } from './products-node-view';
import { VideoNodeView } from './video-node-view';

const LEAF_VIEWS: Partial<Record<LayoutNodeType, ComponentType<LeafNodeViewProps>>> = {
  image: ImageNodeView,
  video: VideoNodeView,
  file: FileNodeView,
  products: ProductsNodeView,
  content: ContentNodeView,
  embed: EmbedNodeView,
};

/** The canvas view of a leaf block type; null for text and container, which the canvas renders. */
export function leafViewOf(type: LayoutNodeType): ComponentType<LeafNodeViewProps> | null {
  return LEAF_VIEWS[type] ?? null;
}
