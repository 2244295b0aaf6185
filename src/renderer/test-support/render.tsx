import { StyleProvider } from '@ant-design/cssinjs';
/* eslint-disable no-restricted-imports -- the one place that wraps Testing Library's render */
import {
  render as renderInDocument,
  renderHook as renderHookInDocument,
  type RenderHookOptions,
  type RenderOptions,
} from '@testing-library/react';
/* eslint-enable no-restricted-imports */
import type { JSXElementConstructor, ReactNode } from 'react';

// antd injects its CSS-in-JS sheets into the document; under jsdom every accessible-name
// lookup (getByRole with a name) then matches every element against every antd rule through
// getComputedStyle, which made a screen test 5x slower. jsdom lays nothing out, so the sheets
// are kept in an element outside the document: same markup and class names, no cascade.
const offDocumentStyles = document.createElement('div');

function withOffDocumentStyles(
  Wrapper: JSXElementConstructor<{ children: ReactNode }> | undefined,
): JSXElementConstructor<{ children: ReactNode }> {
  return function OffDocumentStyles({ children }: { children: ReactNode }) {
    return (
      <StyleProvider container={offDocumentStyles}>
        {Wrapper ? <Wrapper>{children}</Wrapper> : children}
      </StyleProvider>
    );
  };
}

/** Testing Library's render, with antd's style sheets kept off the document (see above). */
export function render(ui: ReactNode, options: Omit<RenderOptions, 'queries'> = {}) {
  return renderInDocument(ui, {
    ...options,
    wrapper: withOffDocumentStyles(options.wrapper as never),
  });
}

/** Testing Library's renderHook, with antd's style sheets kept off the document. */
export function renderHook<Result, Props>(
  hook: (props: Props) => Result,
  options: RenderHookOptions<Props> = {},
) {
  return renderHookInDocument(hook, {
    ...options,
    wrapper: withOffDocumentStyles(options.wrapper as never),
  });
}
