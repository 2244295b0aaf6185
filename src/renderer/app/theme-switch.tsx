import { App, Segmented } from 'antd';
import { DesktopOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { errorMessage } from '../../shared/errors/error-message';
import type { ThemeMode } from '../../shared/settings/user-preferences';
import { texts } from '../../shared/texts/pt-BR';
import { setThemeMode, useAppearanceStore } from '../stores/appearance-store';
import { useUserPreferences } from './use-user-preferences';

const t = texts.wayfinding.appearance;

/** Light, dark or the system's: remembered for the signed-in user. */
export function ThemeSwitch() {
  const { message } = App.useApp();
  const mode = useAppearanceStore((store) => store.mode);
  const { save, ready } = useUserPreferences();
  // Shown at once; remembered once main has it (before sign-in: for this session only).
  const choose = (theme: ThemeMode) => {
    setThemeMode(theme);
    return save({ theme }).catch((error: unknown) =>
      message.error(t.saveFailed(errorMessage(error))),
    );
  };
  return (
    <Segmented<ThemeMode>
      size="small"
      aria-label={t.label}
      // A choice made before the user is known could not be remembered.
      disabled={!ready}
      value={mode}
      onChange={(theme) => void choose(theme)}
      options={[
        { value: 'light', title: t.light, label: iconLabel(<SunOutlined aria-hidden />, t.light) },
        { value: 'dark', title: t.dark, label: iconLabel(<MoonOutlined aria-hidden />, t.dark) },
        {
          value: 'system',
          title: t.system,
          label: iconLabel(<DesktopOutlined aria-hidden />, t.system),
        },
      ]}
    />
  );
}

/** An icon the eye reads, and the name screen readers and tests read (kept off screen). */
const iconLabel = (icon: ReactNode, name: string) => (
  <>
    {icon}
    <span style={visuallyHidden}>{name}</span>
  </>
);

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
