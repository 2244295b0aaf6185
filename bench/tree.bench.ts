/**
 * tree.flatten_5k_ms: flattening 5,000 documents into the collection browser's tree (by
 * parent, siblings by order then title, six levels), the step every list change repeats.
 * Target ≤ 20 ms. Median of 51 runs after a warm-up, so the figure is the steady state.
 */
import { performance } from 'node:perf_hooks';
import { buildNestedOptions, type NestedSourceDocument } from '../src/shared/forms/nested-options';
import { median, report } from './report';

const DOCUMENTS = 5_000;
const RUNS = 51;

/** A category-like tree: 50 roots, then each document under one of the 500 before it. */
function documents(): NestedSourceDocument[] {
  return Array.from({ length: DOCUMENTS }, (_, index) => ({
    id: `cat-${index}`,
    data: {
      title: `Categoria ${(index * 7919) % DOCUMENTS}`,
      order: index % 13 === 0 ? undefined : index % 17,
      ...(index < 50 ? {} : { parent: `cat-${Math.floor((index * 0.1 * 7) % index)}` }),
    },
  }));
}

const input = documents();
for (let i = 0; i < 20; i++) buildNestedOptions(input);
const runs: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const started = performance.now();
  buildNestedOptions(input);
  runs.push(performance.now() - started);
}
report('tree.flatten_5k_ms', median(runs), 'ms', 20, runs);
