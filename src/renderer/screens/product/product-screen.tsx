import { useState } from 'react';
import { Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { texts } from '../../../shared/texts/pt-BR';
import { ScreenHeader } from '../../components/screen-header/screen-header';

const t = texts.shell.screens.product;

/** /console/product: look a product up by code; the panel itself is /console/product/:code. */
export default function ProductScreen() {
  const navigate = useNavigate();
  const [blank, setBlank] = useState(false);
  const open = (raw: string) => {
    const code = raw.trim();
    setBlank(code === '');
    if (code) navigate(`/console/product/${encodeURIComponent(code)}`);
  };
  return (
    <section>
      <ScreenHeader title={t.title} description={t.description} />
      <Form layout="vertical" style={{ maxWidth: 360 }}>
        <Form.Item
          label={t.codeLabel}
          htmlFor="product-code"
          validateStatus={blank ? 'error' : undefined}
          help={blank ? texts.product.prompts.noCode : undefined}
        >
          <Input.Search
            id="product-code"
            enterButton={t.open}
            onSearch={open}
            onChange={() => setBlank(false)}
          />
        </Form.Item>
      </Form>
    </section>
  );
}
