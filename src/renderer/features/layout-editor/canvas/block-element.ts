/** The canvas element of a block: `[data-node-id="…"]`, with the id quoted for a selector. */
export function blockElement(root: ParentNode, id: string): HTMLElement | null {
  // A quoted attribute value needs only " and \ escaped (CSS.escape is not in every runtime).
  const quoted = id.replace(/["\\]/g, '\\$&');
  return root.querySelector<HTMLElement>(`[data-node-id="${quoted}"]`);
}
