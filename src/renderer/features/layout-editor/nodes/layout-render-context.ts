import { createContext, useContext, type ReactNode } from 'react';
import type { LayoutNodes } from '../../../../shared/layout';

/**
 * How a Contents block shows another content's layout without importing the renderer (which
 * imports the blocks): the editor provides a read-only renderer, and the chain of contents
 * already on screen, outermost first (the edited content's id first, when it has one), so a
 * content that includes itself is caught (contentPreviewState) instead of recursing.
 */
export interface LayoutRenderContextValue {
  readonly contentChain: readonly string[];
  readonly renderPreview: (nodes: LayoutNodes, contentChain: readonly string[]) => ReactNode;
}

export const LayoutRenderContext = createContext<LayoutRenderContextValue>({
  contentChain: [],
  renderPreview: () => null,
});

export const useLayoutRenderContext = (): LayoutRenderContextValue =>
  useContext(LayoutRenderContext);
