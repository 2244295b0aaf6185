import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { monacoWorkersWithoutContributions } from '../../vite.web.config';

const esm = join(import.meta.dirname, '..', '..', 'node_modules', 'monaco-editor', 'esm', 'vs');
const workersPath = join(esm, 'internal', 'common', 'workers.js');
const transform = monacoWorkersWithoutContributions().transform as (
  code: string,
  id: string,
) => { code: string } | null;

describe('monacoWorkersWithoutContributions', () => {
  it('is still needed: the JSON mode imports the module that imports every contribution', () => {
    const workerManager = readFileSync(
      join(esm, 'languages', 'features', 'json', 'workerManager.js'),
      'utf8',
    );
    expect(workerManager).toContain("from '../../../internal/common/workers.js'");
    expect(readFileSync(workersPath, 'utf8')).toMatch(
      /^import '\.\.\/\.\.\/editor\/contrib\/inlineCompletions\/.+';$/m,
    );
  });

  it('drops those side-effect imports and keeps createWebWorker with what it uses', () => {
    const { code } = transform(readFileSync(workersPath, 'utf8'), workersPath)!;
    expect(code).not.toMatch(/^import '/m);
    expect(code).toContain("import { editor } from '../../editor/editor.api.js';");
    expect(code).toMatch(/^function createWebWorker\(/m);
    expect(code).toMatch(/^export \{ createWebWorker \};$/m);
  });

  it('leaves every other module as it is', () => {
    const other = join(esm, 'languages', 'features', 'json', 'workerManager.js');
    expect(transform("import './x.js';\n", other)).toBeNull();
    expect(transform("import './x.js';\n", '/src/internal/common/workers.js')).toBeNull();
  });
});
