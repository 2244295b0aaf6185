import { Skeleton } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { EditorLayoutField } from '../../../../shared/forms/field-definition';
import { CONTENT_COLLECTION } from '../../../../shared/forms/definitions/content';
import { getAt } from '../../../../shared/forms/value-path';
import { useFormContext } from '../form-context';
import { useFieldValue } from '../state/use-field-value';
import type { FieldProps } from './field-props';

type LayoutEditorModule = typeof import('../../layout-editor/layout-editor');
let loadedEditor: LayoutEditorModule | null = null;

/**
 * The layout editor is heavy: it loads only when a form has an editor-layout field. Loaded by
 * hand rather than with React.lazy: a Suspense reveal is time-sliced and held back up to 300 ms
 * by React's fallback throttle, which a 500-block layout felt; a plain state update after the
 * import renders it in one go. Once loaded, later fields render it at once.
 */
function useLayoutEditorModule(): LayoutEditorModule | null {
  const [module, setModule] = useState(loadedEditor);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (module) return;
    let live = true;
    import('../../layout-editor/layout-editor').then(
      (loaded) => {
        loadedEditor = loaded;
        if (live) setModule(loaded);
      },
      (cause: unknown) => live && setFailure(cause ?? new Error('layout editor')),
    );
    return () => {
      live = false;
    };
  }, [module]);
  // A chunk that failed to load goes to the screen's error boundary, as React.lazy's would.
  if (failure) throw failure;
  return module;
}

/**
 * The `editor-layout` field: the visual page-layout editor over the stored serialized layout.
 * Each committed edit is one form edit, so autosave and its conflict check apply as to any field.
 */
export function LayoutField({ field, path, inputId }: FieldProps<EditorLayoutField>) {
  const { store, collection, docId } = useFormContext();
  const value = useFieldValue(store, path);
  const Editor = useLayoutEditorModule()?.default;
  const onChange = useCallback(
    (serialized: string) => {
      // The same layout again is no edit: it must not count as one, nor start a save.
      if (getAt(store.getState().values, path) === serialized) return;
      store.setValue(path, serialized);
    },
    [store, path],
  );
  // A content document must not include itself: the editor's content-loop guard needs its id.
  const contentId = collection === CONTENT_COLLECTION && docId !== null ? docId : undefined;
  return (
    <div id={inputId}>
      {Editor ? (
        <Editor value={value} onChange={onChange} contentId={contentId} readOnly={field.readOnly} />
      ) : (
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      )}
    </div>
  );
}
