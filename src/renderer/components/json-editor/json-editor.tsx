import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { texts } from '../../../shared/texts/pt-BR';
import type { JsonEditorProps } from './json-editor-props';
import { JsonEditorSkeleton } from './json-editor-skeleton';
import monacoChunkUrl from './monaco-json-editor?chunk-url';

export type { JsonEditorProps } from './json-editor-props';

type EditorComponent = ComponentType<JsonEditorProps>;

/** The Monaco editor once its chunk has loaded: drawn at once, without suspending. */
let loadedEditor: EditorComponent | null = null;

/**
 * Starts loading the Monaco chunk; a screen may call it early (say, when the 'JSON Editor'
 * button is hovered) so the editor opens at once.
 */
export const loadJsonEditor = () =>
  import('./monaco-json-editor').then((module) => {
    loadedEditor = module.default;
    return module;
  });

/**
 * Starts that load and forgets it: a failed prefetch is not an error of its own, the editor's
 * own load (and its retry) says so when it opens.
 */
export const prefetchJsonEditor = (): void => {
  loadJsonEditor().catch(() => {});
};

/**
 * Has the browser fetch and compile the editor's code (3.4 MB, most of a first open's wait),
 * off the page's thread and without running it: a screen that offers the editor calls it when
 * idle, and the first open then only runs the code. Once per page.
 */
export const preloadJsonEditorCode = (): void => {
  if (loadedEditor || document.querySelector(`link[href="${monacoChunkUrl}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = monacoChunkUrl;
  document.head.append(link);
};

/**
 * Resolves once the editor's code is here, or failed to load (the editor then says so with
 * its retry). A screen that awaits it before drawing the editor skips the skeleton, and with
 * it React's hold of up to 300 ms on revealing what a Suspense fallback stood in for.
 */
export const jsonEditorReady = (): Promise<void> =>
  loadJsonEditor().then(
    () => undefined,
    () => undefined,
  );

const t = texts.editors.jsonEditor;

/**
 * The JSON editor for screens. Monaco lives in its own async chunk behind React.lazy; a
 * skeleton shows while it loads, and a failed load shows a pt-BR message with a retry instead
 * of taking the screen down.
 */
export function JsonEditor(props: JsonEditorProps) {
  // Chosen once per mount, so the editor is never swapped (and remounted) under the user.
  // A rejected lazy component stays rejected, so a retry needs a fresh one.
  const [Editor, setEditor] = useState<EditorComponent>(() => loadedEditor ?? lazy(loadJsonEditor));
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    setEditor(() => lazy(loadJsonEditor));
    setAttempt((value) => value + 1);
  };
  return (
    <LoadBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<JsonEditorSkeleton height={props.height} />}>
        <Editor {...props} />
      </Suspense>
    </LoadBoundary>
  );
}

interface LoadBoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('JSON editor failed to load', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert
        type="error"
        showIcon
        title={t.loadFailed}
        action={
          <Button size="small" onClick={this.props.onRetry}>
            {t.retry}
          </Button>
        }
      />
    );
  }
}
