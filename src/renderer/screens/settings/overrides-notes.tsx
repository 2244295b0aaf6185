import { Alert } from 'antd';
import type { SettingsOverrides } from '../../../shared/settings/profile';
import { texts } from '../../../shared/texts/pt-BR';

const t = texts.shell.settings;

const rows: Array<{ key: keyof SettingsOverrides; label: string; variable: string }> = [
  { key: 'workersUrl', label: t.fields.workersUrl, variable: 'CONSOLE_WORKERS_URL' },
  { key: 'apiUrl', label: t.fields.apiUrl, variable: 'CONSOLE_API_URL' },
  { key: 'functionsUrl', label: t.fields.functionsUrl, variable: 'CONSOLE_FUNCTIONS_URL' },
  { key: 'videoHost', label: t.fields.videoHost, variable: 'CONSOLE_VIDEO_HOST' },
  { key: 'projectId', label: t.overrideProject, variable: 'CONSOLE_PROJECT_ID' },
  { key: 'dataDir', label: t.overrideDataDir, variable: 'CONSOLE_DATA_DIR' },
];

/** Read-only: why a value in use differs from the saved profile. */
export function OverridesNotes({ overrides }: { overrides: SettingsOverrides }) {
  const active = rows.filter((row) => overrides[row.key]);
  if (active.length === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={t.overridesTitle}
      description={
        <>
          <p style={{ marginTop: 0 }}>{t.overridesHint}</p>
          <ul style={{ margin: 0 }}>
            {active.map((row) => (
              <li key={row.key}>{t.override(row.label, row.variable, overrides[row.key]!)}</li>
            ))}
          </ul>
        </>
      }
    />
  );
}
