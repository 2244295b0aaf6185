import { ProfileOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { useMemo } from 'react';
import { entrySummary } from '../../../../shared/collections/entry-summary';
import { contentPreviewState, parseStoredLayout } from '../../../../shared/layout';
import { texts } from '../../../../shared/texts/pt-BR';
import { useActiveProject } from '../../../data/provider';
import { LoadingState } from '../../../components/loading-state/loading-state';
import { useLiveDocument } from '../../../data/use-live-document';
import { BlockPlaceholder } from './block-placeholder';
import { CONTENT_COLLECTION, contentIdOf, contentPathOf } from './content-documents';
import { useLayoutRenderContext } from './layout-render-context';
import type { LeafNodeViewProps } from './node-view-props';

const t = texts.layoutBlocks.content;

/**
 * A Contents block: another content's layout, read-only. A content already shown above it
 * (a loop) or too deep is named, never rendered, so the preview cannot recurse forever.
 */
export function ContentNodeView({ node }: LeafNodeViewProps) {
  const { contentChain } = useLayoutRenderContext();
  const contentId = contentIdOf(node.props);
  if (contentId === '') return <BlockPlaceholder icon={<ProfileOutlined />} text={t.empty} />;
  const preview = contentPreviewState(contentChain, contentId);
  if (preview.state !== 'render') return <Alert type="warning" showIcon title={preview.message} />;
  return <IncludedContent contentId={contentId} />;
}

function IncludedContent({ contentId }: { contentId: string }) {
  const { contentChain, renderPreview } = useLayoutRenderContext();
  const path = contentPathOf(useActiveProject(), contentId);
  const loaded = useLiveDocument(path);
  const snapshot = loaded.status === 'ready' ? loaded.snapshot : null;
  const stored = snapshot?.data?.content;
  const layout = useMemo(() => parseStoredLayout(stored), [stored]);

  if (path === null || (snapshot && !snapshot.exists)) {
    return <Alert type="warning" showIcon title={t.missing(contentId)} />;
  }
  if (loaded.status === 'loading') return <LoadingState label={t.loading(contentId)} />;
  if (loaded.status === 'failed') {
    return <Alert type="error" showIcon title={t.loadFailed(contentId, loaded.error.message)} />;
  }
  if (!layout.ok) {
    return (
      <Alert
        type="error"
        showIcon
        title={t.invalid(contentId)}
        description={
          <ul style={{ margin: 0, paddingInlineStart: 16 }}>
            {layout.problems.map((problem, index) => (
              <li key={index}>{problem}</li>
            ))}
          </ul>
        }
      />
    );
  }
  const title = entrySummary(CONTENT_COLLECTION, contentId, snapshot?.data ?? null).title;
  return (
    <section aria-label={t.caption(title)}>
      {renderPreview(layout.nodes, [...contentChain, contentId])}
    </section>
  );
}
