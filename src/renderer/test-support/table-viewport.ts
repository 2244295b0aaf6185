import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom lays nothing out, so a virtualized table would show no rows: give every element
 * with role "table" a viewport of `height` pixels for the tests of the calling file.
 */
export function giveTablesAViewport(height = 560): void {
  let restore = () => {};
  beforeAll(() => {
    const saved = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!;
    Object.defineProperty(Element.prototype, 'clientHeight', {
      configurable: true,
      get(this: Element) {
        return this.getAttribute('role') === 'table' ? height : saved.get!.call(this);
      },
    });
    restore = () => Object.defineProperty(Element.prototype, 'clientHeight', saved);
  });
  afterAll(() => restore());
}
