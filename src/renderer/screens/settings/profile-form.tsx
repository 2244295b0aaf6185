import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, Radio, Row, Space, Typography } from 'antd';
import {
  DEFAULT_MULTI_PROJECT_ID,
  type ConnectionProfile,
  type SettingsOverrides,
} from '../../../shared/settings/profile';
import { texts } from '../../../shared/texts/pt-BR';
import {
  emptyFormValues,
  profileToFormValues,
  validateProfileForm,
  type FieldError,
  type ProfileFormValues,
} from './profile-form-values';
import { errorMessage } from '../../../shared/errors/error-message';

const t = texts.shell.settings;
const f = t.fields;

export interface ProfileFormProps {
  /** The profile being edited, or null for a new one. */
  profile: ConnectionProfile | null;
  /** Overrides in effect; shown under their fields when this is the active profile. */
  overrides: SettingsOverrides | null;
  /** Sends the validated profile; rejects with a pt-BR message when the server refuses it. */
  onSave: (profile: ConnectionProfile) => Promise<void>;
  /** Id for a new profile, chosen when it is first saved. */
  newId: (name: string) => string;
  onCancel?: () => void;
}

const overrideVariables = {
  workersUrl: 'CONSOLE_WORKERS_URL',
  apiUrl: 'CONSOLE_API_URL',
  functionsUrl: 'CONSOLE_FUNCTIONS_URL',
  videoHost: 'CONSOLE_VIDEO_HOST',
  projectId: 'CONSOLE_PROJECT_ID',
} as const;

/**
 * Add or edit one connection profile. Validation runs on the client with the schema the main
 * process uses; rejected input keeps everything the user typed.
 */
export function ProfileForm({ profile, overrides, onSave, newId, onCancel }: ProfileFormProps) {
  const [form] = Form.useForm<ProfileFormValues>();
  const initialValues = profile ? profileToFormValues(profile) : emptyFormValues();
  const kind = Form.useWatch('kind', form) ?? initialValues.kind;
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const overrideNote = (field: keyof typeof overrideVariables) => {
    const value = overrides?.[field];
    return value ? t.override(t.overrideInEffect, overrideVariables[field], value) : undefined;
  };

  // Zod paths are plain arrays; antd types names as exact tuples of the values type.
  const setFieldErrors = (fields: FieldError[]) =>
    form.setFields(fields as Parameters<typeof form.setFields>[0]);

  const submit = async () => {
    setFormError(null);
    // Clear the previous round's messages before showing this round's.
    setFieldErrors(
      form
        .getFieldsError()
        .filter((field) => field.errors.length > 0)
        .map((field) => ({ name: field.name, errors: [] })),
    );
    const values = form.getFieldsValue(true) as ProfileFormValues;
    const result = validateProfileForm(values, profile?.id ?? newId(values.name ?? ''));
    if (!result.ok) {
      setFieldErrors(result.fieldErrors);
      setFormError([t.fixErrors, ...result.otherErrors].join(' '));
      return;
    }
    setSaving(true);
    try {
      await onSave(result.profile);
    } catch (error) {
      setFormError(t.saveFailed(errorMessage(error)));
    } finally {
      setSaving(false);
    }
  };

  const text = (name: string | string[], label: string, extra?: string, placeholder?: string) => (
    <Form.Item name={name} label={label} extra={extra}>
      <Input placeholder={placeholder} />
    </Form.Item>
  );

  return (
    <Form<ProfileFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      aria-label={profile ? t.editing(profile.name) : t.creating}
    >
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {profile ? t.editing(profile.name) : t.creating}
      </Typography.Title>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {text('name', f.name)}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="kind" label={f.kind}>
            <Radio.Group
              options={[
                { value: 'local', label: t.kindLocal },
                { value: 'firebase', label: t.kindFirebase },
              ]}
            />
          </Form.Item>
        </Col>
      </Row>
      {text('projectId', f.projectId, overrideNote('projectId'), 'demo')}
      {text('workersUrl', f.workersUrl, overrideNote('workersUrl'), 'https://')}
      {text('apiUrl', f.apiUrl, overrideNote('apiUrl'), 'https://')}
      {text('functionsUrl', f.functionsUrl, overrideNote('functionsUrl'), 'https://')}
      {text('videoHost', f.videoHost, overrideNote('videoHost'), 'https://')}
      {text(
        'multiProjectId',
        texts.events.multiProject.profileField,
        texts.events.multiProject.profileFieldHelp,
        DEFAULT_MULTI_PROJECT_ID,
      )}
      <Card size="small" title={f.storeIds} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            {text(['storeIds', 'shopee'], f.storeShopee)}
          </Col>
          <Col xs={24} md={8}>
            {text(['storeIds', 'amazon'], f.storeAmazon)}
          </Col>
          <Col xs={24} md={8}>
            {text(['storeIds', 'magalu'], f.storeMagalu)}
          </Col>
          <Col xs={24} md={8}>
            {text(['storeIds', 'madeiramadeira'], f.storeMadeiramadeira)}
          </Col>
          <Col xs={24} md={8}>
            {text(['storeIds', 'default'], f.storeDefault)}
          </Col>
        </Row>
      </Card>
      {/* Always mounted so switching Tipo back and forth loses nothing typed. */}
      <Card
        size="small"
        title={f.firebase}
        style={{ marginBottom: 16 }}
        hidden={kind !== 'firebase'}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            {text(['firebase', 'apiKey'], f.apiKey)}
          </Col>
          <Col xs={24} md={12}>
            {text(['firebase', 'authDomain'], f.authDomain)}
          </Col>
          <Col xs={24} md={12}>
            {text(['firebase', 'projectId'], f.firebaseProjectId)}
          </Col>
          <Col xs={24} md={12}>
            {text(['firebase', 'storageBucket'], f.storageBucket)}
          </Col>
          <Col xs={24} md={12}>
            {text(['firebase', 'appId'], f.appId)}
          </Col>
          <Col xs={24} md={12}>
            {text(['firebase', 'messagingSenderId'], f.messagingSenderId)}
          </Col>
          <Col xs={24} md={12}>
            {text(['firebase', 'firestoreEmulatorHost'], f.firestoreEmulatorHost)}
          </Col>
          <Col xs={24} md={12}>
            {text(['firebase', 'authEmulatorUrl'], f.authEmulatorUrl)}
          </Col>
          <Col xs={24} md={12}>
            {text(
              ['firebase', 'storageEmulatorHost'],
              f.storageEmulatorHost,
              undefined,
              '127.0.0.1:9199',
            )}
          </Col>
        </Row>
      </Card>
      {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t.save}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t.cancel}</Button>}
      </Space>
    </Form>
  );
}
