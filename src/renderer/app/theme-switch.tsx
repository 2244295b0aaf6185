import { App, Segmented } from 'antd';
import { errorMessage } from '../../shared/errors/error-message';
import type { ThemeMode } from '../../shared/settings/user-preferences';
import { texts } from '../../shared/texts/pt-BR';
import { useAppearanceStore } from '../stores/appearance-store';
import { useUserPreferences } from './use-user-preferences';

const t = texts.wayfinding.appearance;

/** Light, dark or the system's: remembered for the signed-in user. */
export function ThemeSwitch() {
  const { message } = App.useApp();
  const mode = useAppearanceStore((store) => store.mode);
  const { save } = useUserPreferences();
  const choose = (theme: ThemeMode) =>
    save({ theme }).catch((error: unknown) => message.error(t.saveFailed(errorMessage(error))));
  return (
    <Segmented<ThemeMode>
      size="small"
      aria-label={t.label}
      value={mode}
      onChange={(theme) => void choose(theme)}
      options={[
        { value: 'light', label: t.light },
        { value: 'dark', label: t.dark },
        { value: 'system', label: t.system },
      ]}
    />
  );
}
