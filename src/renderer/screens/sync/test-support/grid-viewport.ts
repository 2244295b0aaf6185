/**
 * jsdom lays nothing out, so a virtualized grid measures a 0 px viewport and shows no rows.
 * This gives every `role="grid"` element the on-screen size of the sync grid while a test
 * file runs; returns the restore.
 */
export function stubGridViewport(width = 1200, height = 420): () => void {
  const proto = Element.prototype;
  const saved = {
    clientWidth: Object.getOwnPropertyDescriptor(proto, 'clientWidth')!,
    clientHeight: Object.getOwnPropertyDescriptor(proto, 'clientHeight')!,
  };
  const sized = (size: number, original: PropertyDescriptor): PropertyDescriptor => ({
    configurable: true,
    get(this: Element) {
      return this.getAttribute('role') === 'grid' ? size : original.get!.call(this);
    },
  });
  Object.defineProperty(proto, 'clientWidth', sized(width, saved.clientWidth));
  Object.defineProperty(proto, 'clientHeight', sized(height, saved.clientHeight));
  return () => {
    Object.defineProperty(proto, 'clientWidth', saved.clientWidth);
    Object.defineProperty(proto, 'clientHeight', saved.clientHeight);
  };
}
