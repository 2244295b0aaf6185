import { Alert, Image, Skeleton, Space, Typography } from 'antd';
import { productHeadline } from '../../../shared/products/product-headline';
import { texts } from '../../../shared/texts/pt-BR';
import type { DocumentData } from '../../data/ports';
import type { ProductHeaderState } from './use-product-header';

const t = texts.product.header;

/**
 * The product's image and site name: the stored product's own, the console API's answer
 * filling what it lacks. Shown only for a product the project has.
 */
export function ProductHeader({
  state,
  product,
}: {
  state: ProductHeaderState;
  product: DocumentData;
}) {
  const headline = productHeadline(product, state.status === 'ready' ? state.header : null);
  if (!headline && state.status === 'error') {
    return <Alert type="error" showIcon title={t.failed(state.detail)} />;
  }
  if (!headline) {
    return (
      <div role="status" aria-label={t.loading}>
        <Skeleton.Image active />
      </div>
    );
  }
  const name = headline.siteName;
  return (
    <Space align="center" size="large">
      {headline.image ? (
        <Image
          src={headline.image}
          alt={t.imageAlt(name ?? '')}
          width={120}
          height={120}
          style={{ objectFit: 'contain' }}
        />
      ) : (
        <Typography.Text type="secondary">{t.noImage}</Typography.Text>
      )}
      <Typography.Title level={2} style={{ margin: 0 }}>
        {name ?? t.noSiteName}
      </Typography.Title>
    </Space>
  );
}
