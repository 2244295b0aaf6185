import { performance } from 'node:perf_hooks';
import { PRODUCT_CONDITION_FIELDS } from '../src/shared/condition/condition-fields';
import { conditionToSql } from '../src/shared/condition/condition-sql';
import { countNodes, pricingTree } from './condition-trees';
import { median, report } from './report';

const RUNS = 101;

/**
 * A 1,009-node tree of the shapes pricing rules use (84 ANDs of 12 nodes under an OR); strings
 * carry quotes so escaping is on the path.
 */
const tree = pricingTree(84, (i) => `Marca d'Água ${i}`);
const nodes = countNodes(tree);
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
