import type { ConditionNode } from '../src/shared/condition/condition-node';

/** Condition trees of the shapes pricing rules use, for the condition benches. */
const field = (name: string): ConditionNode => ({ type: 'field', field: name });
const num = (value: number): ConditionNode => ({ type: 'numeric', value });
const text = (value: string): ConditionNode => ({ type: 'string', value });
const node = (type: ConditionNode['type'], ...params: ConditionNode[]): ConditionNode => ({
  type,
  params,
});

/** One AND of 12 nodes: an arithmetic of a field compared, a text compared, and a list. */
function pricingGroup(i: number, brand: string): ConditionNode {
  return node(
    'AND',
    node('>', node('*', field('Price'), num(1.1)), num(i)),
    node('=', field('brand'), text(brand)),
    node('IN', field('category'), { type: 'list', value: ['a', 'b', `c${i}`] }),
  );
}

/** An OR of `groups` pricing groups (group i names brand `brandOf(i)`), and `extra` after them. */
export function pricingTree(
  groups: number,
  brandOf: (i: number) => string,
  ...extra: ConditionNode[]
): ConditionNode {
  return node(
    'OR',
    ...Array.from({ length: groups }, (_, i) => pricingGroup(i, brandOf(i))),
    ...extra,
  );
}

/** `brand = value`: a comparison of 3 nodes. */
export const brandIs = (value: string): ConditionNode => node('=', field('brand'), text(value));

export function countNodes(tree: ConditionNode): number {
  return 1 + (tree.params ?? []).reduce((sum, child) => sum + countNodes(child), 0);
}
