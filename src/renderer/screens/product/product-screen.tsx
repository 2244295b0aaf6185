import { Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { texts } from '../../../shared/texts/pt-BR';
import { ScreenPlaceholder } from '../../components/screen-placeholder/screen-placeholder';
import { ServiceRequired } from '../../components/service-required/service-required';

const t = texts.shell.screens.product;

/** /console/product: look a product up by code; the panel itself is /console/product/:code. */
export default function ProductScreen() {
  const navigate = useNavigate();
  const open = (raw: string) => {
    const code = raw.trim();
    if (code) navigate(`/console/product/${encodeURIComponent(code)}`);
  };
  return (
    <ScreenPlaceholder title={t.title} description={t.description}>
      <Form layout="vertical" style={{ maxWidth: 360 }}>
        <Form.Item label={t.codeLabel} htmlFor="product-code">
          <Input.Search id="product-code" enterButton={t.open} onSearch={open} />
        </Form.Item>
      </Form>
      <ServiceRequired services={['api']} />
    </ScreenPlaceholder>
  );
}
