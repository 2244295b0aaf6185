import { Typography } from 'antd';
import { useParams } from 'react-router';
import { texts } from '../../../shared/texts/pt-BR';
import { ScreenPlaceholder } from '../../components/screen-placeholder/screen-placeholder';
import { ServiceRequired } from '../../components/service-required/service-required';

const t = texts.shell.screens.product;

/** /console/product/:code, reached after a sync and from the home table. */
export default function ProductDetailScreen() {
  const { code = '' } = useParams();
  return (
    <ScreenPlaceholder title={t.title} description={t.description}>
      <Typography.Title level={2}>{t.codeTitle(code)}</Typography.Title>
      <ServiceRequired services={['api']} />
    </ScreenPlaceholder>
  );
}
