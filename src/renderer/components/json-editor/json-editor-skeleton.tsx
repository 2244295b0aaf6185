import type { CSSProperties } from 'react';
import { Skeleton } from 'antd';
import { texts } from '../../../shared/texts/pt-BR';

/** Shown while the Monaco chunk and its workers load. */
export function JsonEditorSkeleton({ height }: { height: CSSProperties['height'] }) {
  return (
    <div
      role="status"
      aria-label={texts.editors.jsonEditor.loading}
      style={{ height, overflow: 'hidden', padding: 12 }}
    >
      <Skeleton active title={false} paragraph={{ rows: 8 }} />
    </div>
  );
}
