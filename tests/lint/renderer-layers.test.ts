import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own eslint.config.js, as `npx eslint` runs it, on files that need not exist:
// the layer rule resolves import paths without reading them.
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The layer rule's messages for `file` (under src/renderer) holding one import of `spec`. */
async function refusals(file: string, spec: string): Promise<string[]> {
  const code = `import { probe } from '${spec}';\nexport const used = probe;\n`;
  const [result] = await eslint.lintText(code, { filePath: resolve(root, 'src/renderer', file) });
  return result.messages
    .filter((message) => message.ruleId === 'console/renderer-layers')
    .map((message) => message.message);
}

describe('renderer layers (scripts/eslint/layers.js)', () => {
  it('refuses a feature importing a feature featureImports does not list, naming the allowed ones', async () => {
    expect(await refusals('features/uploads/probe.ts', '../messaging/customer-link')).toEqual([
      'features/uploads may not import features/messaging (allowed for uploads: none; featureImports in scripts/eslint/layers.js).',
    ]);
    expect(await refusals('features/form/probe.ts', '../messaging/customer-link')).toEqual([
      'features/form may not import features/messaging (allowed for form: block-editor, layout-editor, uploads; featureImports in scripts/eslint/layers.js).',
    ]);
  });

  it('lets a feature import the features featureImports lists, and its own folder', async () => {
    expect(await refusals('features/form/probe.ts', '../uploads/uploaded-file-list')).toEqual([]);
    expect(await refusals('features/documents/probe.ts', '../form/form-fields')).toEqual([]);
    expect(await refusals('features/messaging/probe.ts', './customer-link')).toEqual([]);
  });

  it('keeps the document pane off capability features: its actions come as contributions', async () => {
    expect(
      await refusals('features/documents/document-pane/probe.ts', '../../messaging/customer-link'),
    ).toEqual([
      'features/documents may not import features/messaging (allowed for documents: form; featureImports in scripts/eslint/layers.js).',
    ]);
    expect(
      await refusals(
        'features/documents/document-pane/probe.ts',
        '../../../contributions/document-actions',
      ),
    ).toEqual([]);
  });

  it('lets features use the layers under them, and only screens and app use features', async () => {
    for (const spec of [
      '../../components/loading-state/loading-state',
      '../../stores/settings-store',
      '../../data/provider',
      '../../bridge/service-call',
      '../../document-session/form-store',
    ]) {
      expect(await refusals('features/uploads/probe.ts', spec), spec).toEqual([]);
    }
    expect(await refusals('screens/orders/probe.ts', '../../features/uploads/use-uploads')).toEqual(
      [],
    );
    expect(await refusals('app/probe.ts', '../features/uploads/use-uploads')).toEqual([]);
    expect(await refusals('components/probe.ts', '../features/uploads/use-uploads')).toEqual([
      'renderer/components may not import renderer/features (allowed: stores, data, bridge, platform).',
    ]);
    expect(await refusals('features/uploads/probe.ts', '../../screens/files/files-screen')).toEqual(
      [expect.stringMatching(/^renderer\/features may not import renderer\/screens/)],
    );
  });
});
