import { describe, expect, it, vi } from 'vitest';
import { createMonacoEnvironment } from './monaco-environment';

// Stand-ins for the real modules: Monaco's ESM build and Vite's worker constructors do not run
// under jsdom. What is checked is the wiring: local workers per label, loader pointed at the
// bundled Monaco (so the CDN loader script is never injected), strict JSON diagnostics.
const stubs = vi.hoisted(() => {
  class FakeEditorWorker {
    readonly kind = 'editor';
  }
  class FakeJsonWorker {
    readonly kind = 'json';
  }
  return {
    FakeEditorWorker,
    FakeJsonWorker,
    config: vi.fn(),
    setDiagnosticsOptions: vi.fn(),
  };
});

vi.mock('@monaco-editor/react', () => ({ loader: { config: stubs.config } }));
vi.mock('monaco-editor/editor', () => ({ editor: {}, languages: {} }));
vi.mock('./monaco-features', () => ({}));
vi.mock('monaco-editor/languages/features/json/register', () => ({
  jsonDefaults: { setDiagnosticsOptions: stubs.setDiagnosticsOptions },
}));
vi.mock('monaco-editor/editor/editor.worker?worker', () => ({ default: stubs.FakeEditorWorker }));
vi.mock('monaco-editor/language/json/json.worker?worker', () => ({
  default: stubs.FakeJsonWorker,
}));

describe('monaco-setup', () => {
  it('points the loader at the bundled Monaco and routes workers by label', async () => {
    const setup = await import('./monaco-setup');
    expect(stubs.config).toHaveBeenCalledTimes(1);
    expect(stubs.config).toHaveBeenCalledWith({ monaco: setup.monaco });
    expect(Object.keys(stubs.config.mock.calls[0][0])).toEqual(['monaco']);

    const environment = self.MonacoEnvironment!;
    expect(environment.getWorker!('1', 'json')).toBeInstanceOf(stubs.FakeJsonWorker);
    expect(environment.getWorker!('2', 'editorWorkerService')).toBeInstanceOf(
      stubs.FakeEditorWorker,
    );
    expect(environment.getWorkerUrl).toBeUndefined();
  });

  it('makes the editor flag comments and trailing commas, as JSON.parse will', async () => {
    await import('./monaco-setup');
    expect(stubs.setDiagnosticsOptions).toHaveBeenCalledWith(
      expect.objectContaining({ validate: true, allowComments: false, trailingCommas: 'error' }),
    );
  });
});

describe('createMonacoEnvironment', () => {
  it('creates a fresh json worker for json and an editor worker for anything else', () => {
    const editor = vi.fn(() => ({ kind: 'editor' }) as unknown as Worker);
    const json = vi.fn(() => ({ kind: 'json' }) as unknown as Worker);
    const environment = createMonacoEnvironment({ editor, json });
    environment.getWorker('a', 'json');
    environment.getWorker('b', 'json');
    environment.getWorker('c', 'editorWorkerService');
    environment.getWorker('d', 'typescript');
    expect(json).toHaveBeenCalledTimes(2);
    expect(editor).toHaveBeenCalledTimes(2);
  });
});
