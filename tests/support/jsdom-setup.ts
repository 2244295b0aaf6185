import 'fake-indexeddb/auto';
// Before Testing Library loads react-dom, which looks for React's DevTools hook only then.
import { stopRenderCounts } from '../../src/renderer/test-support/render-counts';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// antd reads matchMedia and ResizeObserver, which jsdom does not provide.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom 26 (kept for its speed: README, "Tests") has no Blob.arrayBuffer(), which every
// browser and Electron have and the page's CSV reading uses: FileReader reads the bytes.
if (!Blob.prototype.arrayBuffer) {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}

// One Testing Library setup for every component test: antd renders slowly under jsdom, and
// its popups sit in containers marked aria-hidden while they animate. A wait ends as soon as
// its condition holds, so the long limit costs nothing on a pass; it is there for a loaded
// machine, where one antd render under jsdom has taken over 10 s (a clean run failed so).
configure({ asyncUtilTimeout: 30_000, defaultHidden: true });

afterEach(() => {
  cleanup();
  stopRenderCounts();
  // Each test starts with an empty browser storage, as each flow has its own browser context
  // (the theme of the first paint and unresolved edit conflicts live there).
  localStorage.clear();
});
