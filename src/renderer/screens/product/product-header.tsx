import { Alert, Image, Skeleton, Space, Typography } from 'antd';
import { texts } from '../../../shared/texts/pt-BR';
import type { ProductHeaderState } from './use-product-header';

const t = texts.product.header;

/** The product's image and site name from the console API. */
export function ProductHeader({ state }: { state: ProductHeaderState }) {
  if (state.status === 'loading') {
    return (
      <div role="status" aria-label={t.loading}>
        <Skeleton.Image active />
      </div>
    );
  }
  if (state.status === 'error') {
    return <Alert type="error" showIcon title={t.failed(state.detail)} />;
  }
  const name = state.header.siteName;
  return (
    <Space align="center" size="large">
      {state.header.image ? (
        <Image
          src={state.header.image}
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
