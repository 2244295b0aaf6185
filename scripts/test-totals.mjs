/* global process, URL, console */
// Prints the closing `N passed, N failed, N skipped` line CI reads, summed over the JSON
// reports of vitest and both Playwright suites. A check that failed before any test ran
// (lint, typecheck, build) counts as one failure, so a red run never reads as green.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const results = fileURLToPath(new URL('../test-results/', import.meta.url));
const read = (name) =>
  existsSync(results + name) ? JSON.parse(readFileSync(results + name, 'utf8')) : null;

const totals = { passed: 0, failed: 0, skipped: 0 };
const vitest = read('vitest.json');
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
  // A file that failed to load has no tests but is a failure.
  totals.failed += vitest.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
}
for (const name of ['e2e.json', 'electron.json']) {
  const report = read(name);
  if (!report) continue;
  totals.passed += report.stats.expected;
  totals.failed += report.stats.unexpected + report.stats.flaky;
  totals.skipped += report.stats.skipped;
  totals.failed += (report.errors ?? []).length;
}
const exitCode = Number(process.argv[2] ?? 0);
if (exitCode !== 0 && totals.failed === 0) totals.failed = 1;
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
