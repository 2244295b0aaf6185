import { ShoppingOutlined } from '@ant-design/icons';
import { Alert, Flex, Typography } from 'antd';
import { entrySummary } from '../../../../shared/collections/entry-summary';
import { formatBrl } from '../../../../shared/format/pt-br-format';
import { productIdsOf } from '../../../../shared/layout';
import { texts } from '../../../../shared/texts/pt-BR';
import type { DocumentData } from '../../../data/ports';
import { LoadingState } from '../../../components/loading-state/loading-state';
import { httpUrlOrNull } from '../../uploads/video/video-urls';
import { BlockPlaceholder } from './block-placeholder';
import { blockFileOf } from './block-file';
import type { LeafNodeViewProps } from './node-view-props';
import { useDocumentsById } from '../../../data/use-documents-by-id';

const t = texts.layoutBlocks.products;

/** Products are documents of this collection, keyed by product code (spec 01 §3). */
export const PRODUCTS_COLLECTION = 'product-data';

/** How many product cards a block previews; the rest is counted as "+N". */
export const MAX_PRODUCT_CARDS = 24;

/** A Products block: a card per product id (name, image, price), read in one live query. */
export function ProductsNodeView({ node }: LeafNodeViewProps) {
  const ids = productIdsOf(node.props.products);
  const shown = ids.slice(0, MAX_PRODUCT_CARDS);
  const loaded = useDocumentsById(PRODUCTS_COLLECTION, shown);
  if (ids.length === 0) return <BlockPlaceholder icon={<ShoppingOutlined />} text={t.empty} />;
  if (loaded.status === 'loading') return <LoadingState label={t.loading} />;
  if (loaded.status === 'error') {
    return <Alert type="error" showIcon title={t.loadFailed(loaded.message)} />;
  }
  const hidden = ids.length - shown.length;
  return (
    <ul
      aria-label={t.list}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        gap: 12,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {shown.map((id) => (
        <li key={id}>
          <ProductCard id={id} data={loaded.byId.get(id) ?? null} />
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <Flex
            align="center"
            justify="center"
            aria-label={t.moreLabel(hidden)}
            role="note"
            style={{ ...cardStyle, height: '100%', fontSize: 20 }}
          >
            {t.more(hidden)}
          </Flex>
        </li>
      )}
    </ul>
  );
}

const cardStyle = { padding: 8, border: '1px solid #f0f0f0', borderRadius: 6, minHeight: 80 };

function ProductCard({ id, data }: { id: string; data: DocumentData | null }) {
  if (!data) {
    return (
      <div style={{ ...cardStyle, borderStyle: 'dashed' }}>
        <Typography.Text type="warning">{t.missing(id)}</Typography.Text>
      </div>
    );
  }
  const name = entrySummary(PRODUCTS_COLLECTION, id, data).title;
  const image = httpUrlOrNull(blockFileOf(data.ProductImage)?.url);
  const price = formatBrl(data.Price);
  return (
    <article aria-label={name} style={cardStyle}>
      {image && (
        <img
          src={image}
          alt={name}
          draggable={false}
          loading="lazy"
          style={{ display: 'block', width: '100%', aspectRatio: '1', objectFit: 'contain' }}
        />
      )}
      <Typography.Text strong style={{ display: 'block' }}>
        {name}
      </Typography.Text>
      <Typography.Text type={price ? undefined : 'secondary'}>{price ?? t.noPrice}</Typography.Text>
    </article>
  );
}
