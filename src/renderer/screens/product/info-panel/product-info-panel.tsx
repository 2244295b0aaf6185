import type { JSX } from 'react';
import { Button, Card, Col, Row, Tabs, Typography } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { texts } from '../../../../shared/texts/pt-BR';
import { usePrivilegedUser } from '../../../data/use-privileged-user';
import type { DocumentData } from '../../../data/ports';
import { CostsSection } from './costs-section';
import { HistoryTab } from './history-tab';
import { InfoSection } from './info-section';
import { OptionsSection } from './options-section';
import { PricesSection } from './prices-section';
import { StockSection } from './stock-section';
import { useManualEdit } from './use-manual-edit';
import { usePanelVisibility } from './use-panel-visibility';
import { useReasonPrompt } from './use-reason-prompt';

const t = texts.productPanel;

/**
 * The product information panel (spec 01 §2): for privileged viewers only, those whose
 * identity has the project's privileged claim (config/console) set to true,
 * behind an eye toggle that is on by default.
 */
export function ProductInfoPanel(props: {
  projectId: string;
  code: string;
  product: DocumentData | null;
}): JSX.Element {
  if (!usePrivilegedUser()) return <></>;
  return <PrivilegedPanel {...props} />;
}

function PrivilegedPanel({
  projectId,
  code,
  product,
}: {
  projectId: string;
  code: string;
  product: DocumentData | null;
}) {
  const [visible, setVisible] = usePanelVisibility();
  const reason = useReasonPrompt();
  const edit = useManualEdit(projectId, code, product, reason.ask);

  const eye = (
    <Button
      type="text"
      icon={visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
      aria-label={visible ? t.hide : t.show}
      title={visible ? t.hide : t.show}
      aria-pressed={visible}
      onClick={() => setVisible(!visible)}
    />
  );

  if (!visible) {
    return (
      <Card size="small" title={t.title} extra={eye}>
        <Typography.Text type="secondary">{t.hiddenNote}</Typography.Text>
      </Card>
    );
  }

  const data = product ? (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <InfoSection projectId={projectId} code={code} product={product} edit={edit} />
      </Col>
      <Col xs={24} lg={12}>
        <StockSection projectId={projectId} product={product} />
      </Col>
      <Col xs={24} lg={12}>
        <PricesSection product={product} edit={edit} />
      </Col>
      <Col xs={24} lg={12}>
        <CostsSection product={product} />
      </Col>
      <Col xs={24}>
        <OptionsSection product={product} edit={edit} />
      </Col>
    </Row>
  ) : (
    <Typography.Text type="secondary">{t.missing}</Typography.Text>
  );

  return (
    <Card size="small" title={t.title} extra={eye} aria-label={t.title}>
      <Tabs
        items={[
          { key: 'data', label: t.tabData, children: data },
          {
            key: 'history',
            label: t.tabHistory,
            children: <HistoryTab projectId={projectId} code={code} />,
          },
        ]}
      />
      {reason.modal}
    </Card>
  );
}
