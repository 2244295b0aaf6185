import { useEffect, useRef, useState } from 'react';
import { useBridge } from '../../bridge/bridge-context';
import { useActiveProfile, useActiveProject, useDataPorts } from '../../data/provider';
import { useSettingsStore } from '../../stores/settings-store';
import { errorMessage } from '../../../shared/errors/error-message';

export type ProjectParamState =
  /** The active project is the one to show (no param, or the switch is done). */
  | { status: 'ready'; project: string }
  | { status: 'switching'; project: string }
  /** Neither a document of the `project` collection nor this profile's project. */
  | { status: 'unknown'; project: string }
  | { status: 'failed'; project: string; detail: string };

/**
 * A link's `project` makes that project the active one (settings.setActiveProject, as the
 * header's selector does), once per value: choosing another project in the selector
 * afterwards is not undone. Known projects are those the selector offers.
 */
export function useProjectParam(requested: string | null): ProjectParamState {
  const bridge = useBridge();
  const apply = useSettingsStore((store) => store.apply);
  const { documents } = useDataPorts();
  const profile = useActiveProfile();
  const active = useActiveProject();
  const handled = useRef<string | null>(null);
  // With the active project it was reached from: choosing a project afterwards clears it.
  const [outcome, setOutcome] = useState<{ state: ProjectParamState; from: string } | null>(null);

  useEffect(() => {
    if (!requested || handled.current === requested) return;
    handled.current = requested;
    if (requested === active) return;
    // Only the latest param's answer counts; the effect re-runs when the switch lands.
    const current = () => handled.current === requested;
    const settle = (state: ProjectParamState | null) =>
      current() && setOutcome(state && { state, from: active });
    settle({ status: 'switching', project: requested });
    const known = async () =>
      requested === profile.projectId || (await documents.get(`project/${requested}`)).exists;
    known()
      .then(async (exists) => {
        if (!exists) {
          settle({ status: 'unknown', project: requested });
          return;
        }
        const settings = await bridge.invoke('settings.setActiveProject', { projectId: requested });
        if (!current()) return;
        apply(settings);
        settle(null);
      })
      .catch((error: unknown) =>
        settle({ status: 'failed', project: requested, detail: errorMessage(error) }),
      );
  }, [requested, active, profile.projectId, documents, bridge, apply]);

  if (!outcome) return { status: 'ready', project: active };
  if (outcome.state.status !== 'switching' && outcome.from !== active) {
    return { status: 'ready', project: active };
  }
  return outcome.state;
}
