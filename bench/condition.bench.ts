import { performance } from 'node:perf_hooks';
import { PRODUCT_CONDITION_FIELDS } from '../src/shared/condition/condition-fields';
import type { ConditionNode } from '../src/shared/condition/condition-node';
import { conditionToSql } from '../src/shared/condition/condition-sql';
import { median, report } from './report';

const RUNS = 101;

/**
 * A 1,000-node tree of the shapes pricing rules use: an OR of ANDs, each comparing a field,
 * an arithmetic of a field, or a list; strings carry quotes so escaping is on the path.
 */
function bigTree(): { tree: ConditionNode; nodes: number } {
  let nodes = 1;
  const field = (name: string): ConditionNode => (nodes++, { type: 'field', field: name });
  const num = (value: number): ConditionNode => (nodes++, { type: 'numeric', value });
  const text = (value: string): ConditionNode => (nodes++, { type: 'string', value });
  const node = (type: ConditionNode['type'], ...params: ConditionNode[]): ConditionNode => (
    nodes++,
    { type, params }
  );
  const groups: ConditionNode[] = [];
  while (nodes < 1000) {
    const i = groups.length;
    groups.push(
      node(
        'AND',
        node('>', node('*', field('Price'), num(1.1)), num(i)),
        node('=', field('brand'), text(`Marca d'Água ${i}`)),
        (nodes++, node('IN', field('category'), { type: 'list', value: ['a', 'b', `c${i}`] })),
      ),
    );
  }
  return { tree: { type: 'OR', params: groups }, nodes };
}

const { tree, nodes } = bigTree();
// Warm up until the JIT has settled, so the figure is the steady state a user edit meets.
for (let i = 0; i < 200; i++) conditionToSql(tree, PRODUCT_CONDITION_FIELDS);
const runs: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  const result = conditionToSql(tree, PRODUCT_CONDITION_FIELDS);
  runs.push(performance.now() - start);
  if (!result.ok) throw new Error('the bench tree must be valid');
}
console.error(`condition bench: ${nodes} nodes`);
report('condition.sql_1000_nodes_ms', median(runs), 'ms', 5, runs);
