import { useMemo, useState } from 'react';
import { SendOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Row, Tooltip, Typography } from 'antd';
import { texts } from '../../../../shared/texts/pt-BR';
import { parameterSlots, type ParameterValues } from '../../../../shared/whatsapp/placeholders';
import { validateParameters } from '../../../../shared/whatsapp/send-message';
import type { WhatsappTemplate } from '../../../../shared/whatsapp/template';
import { useActiveProfile } from '../../../data/provider';
import { missingServices } from '../../../components/service-required/service-required';
import { SendTestModal } from './send-test-modal';
import { TemplateParameterForm } from './template-parameter-form';
import { useWhatsappApi } from './use-whatsapp-api';
import type { WhatsappApi } from './whatsapp-api';
import { WhatsappMessagePreview } from './whatsapp-message-preview';

const t = texts.whatsapp;

export interface WhatsappTemplateWorkbenchProps {
  projectId: string;
  template: WhatsappTemplate | null;
  /** The values the form starts with; remount (key) to start over with others. */
  initialValues?: ParameterValues;
  /** Each change of the values, e.g. to keep them elsewhere. */
  onValuesChange?(values: ParameterValues): void;
  /** Tests pass a fake; the app uses the signed-in user's. */
  api?: WhatsappApi;
  idPrefix?: string;
}

/**
 * The parameter form beside the live preview, and 'Enviar um teste': an empty parameter
 * blocks the send and is named; otherwise the recipient is asked in a modal.
 */
export function WhatsappTemplateWorkbench({
  projectId,
  template,
  initialValues = {},
  onValuesChange,
  api,
  idPrefix = 'whatsapp-param',
}: WhatsappTemplateWorkbenchProps) {
  const appApi = useWhatsappApi();
  const profile = useActiveProfile();
  const noFunctions = missingServices(profile, ['functions']).length > 0;
  const [values, setValues] = useState<ParameterValues>(initialValues);
  const [tried, setTried] = useState(false);
  const [asking, setAsking] = useState(false);
  const slots = useMemo(() => (template ? parameterSlots(template) : []), [template]);
  const issues = useMemo(
    () => (template ? validateParameters(template, values) : []),
    [template, values],
  );

  const change = (key: string, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    onValuesChange?.(next);
  };

  const trySend = () => {
    setTried(true);
    if (issues.length === 0) setAsking(true);
  };

  const shownIssues = tried ? issues : [];
  const sendButton = (
    <Button
      type="primary"
      icon={<SendOutlined aria-hidden />}
      disabled={!template || noFunctions}
      onClick={trySend}
    >
      {t.sendTest.button}
    </Button>
  );

  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} lg={12}>
        <Typography.Title level={5}>{t.form.title}</Typography.Title>
        {template && (
          <TemplateParameterForm
            slots={slots}
            values={values}
            onChange={change}
            issues={shownIssues}
            idPrefix={idPrefix}
          />
        )}
        {shownIssues.length > 0 && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t.sendTest.blocked}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {shownIssues.map((issue) => (
                  <li key={issue.slot.key}>{t.form.issue(issue)}</li>
                ))}
              </ul>
            }
            style={{ marginBottom: 12 }}
          />
        )}
        {noFunctions ? (
          <Tooltip title={t.sendTest.needsFunctions}>{sendButton}</Tooltip>
        ) : (
          sendButton
        )}
      </Col>
      <Col xs={24} lg={12}>
        <WhatsappMessagePreview template={template} values={values} />
      </Col>
      {template && (
        <SendTestModal
          open={asking}
          onClose={() => setAsking(false)}
          projectId={projectId}
          template={template}
          values={values}
          api={api ?? appApi}
        />
      )}
    </Row>
  );
}
