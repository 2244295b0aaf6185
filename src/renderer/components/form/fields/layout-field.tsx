import { Skeleton } from 'antd';
import { lazy, Suspense, useCallback } from 'react';
import type { EditorLayoutField } from '../../../../shared/forms/field-definition';
import { CONTENT_COLLECTION } from '../../../../shared/forms/definitions/content';
import { getAt } from '../../../../shared/forms/value-path';
import { useFormContext } from '../form-context';
import { useFieldValue } from '../state/use-field-value';
import type { FieldProps } from './field-props';

// The layout editor is heavy: it loads only when a form has an editor-layout field.
const LazyLayoutEditor = lazy(() => import('../../layout-editor/layout-editor'));

/**
 * The `editor-layout` field: the visual page-layout editor over the stored serialized layout.
 * Each committed edit is one form edit, so autosave and its conflict check apply as to any field.
 */
export function LayoutField({ field, path, inputId }: FieldProps<EditorLayoutField>) {
  const { store, collection, docId } = useFormContext();
  const value = useFieldValue(store, path);
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
      <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 6 }} />}>
        <LazyLayoutEditor
          value={value}
          onChange={onChange}
          contentId={contentId}
          readOnly={field.readOnly}
        />
      </Suspense>
    </div>
  );
}
