/**
 * Loads Monaco from our own bundle (ARCHITECTURE §5): the ESM build, its workers through Vite's
 * `?worker` imports, and `loader.config({ monaco })` so @monaco-editor/react never injects the
 * CDN loader script. Imported only by the lazily loaded editor chunk.
 */
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/language/json/json.worker?worker';
import { createMonacoEnvironment } from './monaco-environment';

self.MonacoEnvironment = createMonacoEnvironment({
  editor: () => new EditorWorker(),
  json: () => new JsonWorker(),
});

// Documents go through JSON.parse, which rejects comments and trailing commas: flag them in
// the editor too, instead of Monaco's lenient defaults.
monaco.json.jsonDefaults.setDiagnosticsOptions({
  validate: true,
  allowComments: false,
  trailingCommas: 'error',
  schemas: [],
  enableSchemaRequest: false,
});

loader.config({ monaco });

export { monaco };
