/**
 * The Monaco JSON editor itself: this module (and Monaco with it) is only ever reached through
 * a dynamic import, so it becomes its own async chunk and the initial bundle stays Monaco-free.
 */
import Editor from '@monaco-editor/react';
import './monaco-setup';
import type { JsonEditorProps } from './json-editor-props';
import { JsonEditorSkeleton } from './json-editor-skeleton';

export default function MonacoJsonEditor({
  value,
  onChange,
  ariaLabel,
  height,
  readOnly = false,
}: JsonEditorProps) {
  return (
    <Editor
      language="json"
      value={value}
      height={height}
      loading={<JsonEditorSkeleton height={height} />}
      onChange={(next) => onChange(next ?? '')}
      options={{
        ariaLabel,
        readOnly,
        automaticLayout: true,
        minimap: { enabled: false },
        scrollBeyondLastLine: false,
        tabSize: 2,
        insertSpaces: true,
        formatOnPaste: true,
        fixedOverflowWidgets: true,
      }}
    />
  );
}
