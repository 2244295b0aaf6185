/**
 * Loads Monaco from our own bundle (ARCHITECTURE §5): the ESM build, its workers through Vite's
 * `?worker` imports, and `loader.config({ monaco })` so @monaco-editor/react never injects the
 * CDN loader script. Imported only by the lazily loaded editor chunk.
 */
import { loader } from '@monaco-editor/react';
// The tree-shakeable entries (monaco-editor 0.56+): the core, the editor features a JSON
// document needs (monaco-features.ts) and the JSON language only. The full `monaco-editor` entry would
// also bundle the TypeScript, CSS and HTML services and their workers (~9 MB never used here).
import * as monaco from 'monaco-editor/editor';
import './monaco-features';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/language/json/json.worker?worker';
import { createMonacoEnvironment } from './monaco-environment';

self.MonacoEnvironment = createMonacoEnvironment({
  editor: () => new EditorWorker(),
  json: () => new JsonWorker(),
});

// Documents go through JSON.parse, which rejects comments and trailing commas: flag them in
// the editor too, instead of Monaco's lenient defaults.
jsonDefaults.setDiagnosticsOptions({
  validate: true,
  allowComments: false,
  trailingCommas: 'error',
  schemas: [],
  enableSchemaRequest: false,
});

loader.config({ monaco });

export { monaco };
