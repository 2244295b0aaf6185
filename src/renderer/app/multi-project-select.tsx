import { useState } from 'react';
import { App, Select } from 'antd';
import { errorMessage } from '../../shared/errors/error-message';
import { texts } from '../../shared/texts/pt-BR';
import { useBridge } from '../bridge/bridge-context';
import { useSettingsStore } from '../stores/settings-store';

const t = texts.events.multiProject;
const NONE: string[] = [];

/**
 * The projects of the multi-project view (spec 02 §1), shown beside the project selector
 * while the special id is the active project; remembered per profile in main.
 */
export function MultiProjectSelect({
  options,
}: {
  options: Array<{ value: string; label: string }>;
}) {
  const bridge = useBridge();
  const { message } = App.useApp();
  const apply = useSettingsStore((store) => store.apply);
  const chosen = useSettingsStore((store) => store.state?.multiProjectIds) ?? NONE;
  const [busy, setBusy] = useState(false);

  const choose = async (projectIds: string[]) => {
    setBusy(true);
    try {
      apply(await bridge.invoke('settings.setMultiProjects', { projectIds }));
    } catch (error) {
      void message.error(t.saveFailed(errorMessage(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Select
      mode="multiple"
      aria-label={t.select}
      placeholder={t.placeholder}
      style={{ minWidth: 240, maxWidth: 480 }}
      value={chosen}
      loading={busy}
      options={options}
      onChange={choose}
      maxTagCount="responsive"
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}
