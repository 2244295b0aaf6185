/**
 * The JSON editor bench's floor (editor.json_floor_ms): Monaco alone, as the console bundles it
 * (monaco-setup: the core, the editor features, the JSON language and its workers), fetched and
 * run cold, then showing a short category document, as 'JSON Editor' shows one. No React,
 * dialog, form or console around it: from the import's start to the text in view is what the
 * chosen editor costs before any console code.
 */
const categoryDocument = {
  title: 'Panelas',
  titleSeo: 'Panelas Tramontina | Loja Demo',
  visible: true,
  slug: 'panelas',
  description: '<p>Linha completa de panelas para o dia a dia.</p>',
  filters: '[]',
  parent: 'cozinha',
  order: 1,
  updatedAt: { __date: '2026-11-10T09:00:00.000Z' },
};

async function showDocument(): Promise<void> {
  (window as unknown as { floorStartedAt: number }).floorStartedAt = performance.now();
  const { monaco } = await import('../../src/renderer/components/json-editor/monaco-setup');
  monaco.editor.create(document.getElementById('editor')!, {
    value: JSON.stringify(categoryDocument, null, 2),
    language: 'json',
    minimap: { enabled: false },
    scrollBeyondLastLine: false,
    tabSize: 2,
  });
}

void showDocument();
