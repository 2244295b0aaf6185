import { useCallback, useMemo } from 'react';
import { Alert, App, Flex, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/errors/error-message';
import { multiProjectIdOf } from '../../../shared/settings/profile';
import { texts } from '../../../shared/texts/pt-BR';
import { useBridge } from '../../bridge/bridge-context';
import { LoadingState } from '../../components/loading-state/loading-state';
import { useActiveProfile, useActiveProject, useDataPorts } from '../../data/provider';
import { useSettingsStore } from '../../stores/settings-store';
import { CustomerCard } from './customer-card';
import { EventList } from './event-list';
import { SimulateEventButton } from './simulate-event-button';
import { useEventFeed } from './use-event-feed';
import { useStorefronts } from './use-storefronts';
import { useCustomerNames } from './use-customer-names';
import { ScreenHeader } from '../../components/screen-header/screen-header';

const t = texts.events;
const NONE: readonly string[] = [];

/** Which projects the feed reads, and whose customer a `customerId` link means. */
export function feedScope(options: {
  activeProject: string;
  multiProjectId: string;
  chosen: readonly string[];
  customerId: string | null;
  projectParam: string | null;
}): { multiProject: boolean; projects: readonly string[]; customerProject: string | null } {
  const { activeProject, multiProjectId, chosen, customerId, projectParam } = options;
  const multiProject = activeProject === multiProjectId;
  if (customerId && projectParam) {
    return { multiProject, projects: [projectParam], customerProject: projectParam };
  }
  if (multiProject) return { multiProject, projects: chosen, customerProject: null };
  return {
    multiProject,
    projects: [activeProject],
    customerProject: customerId ? activeProject : null,
  };
}

/**
 * Eventos (spec 02 §2): the latest 50 customer events, live, newest first; one query per
 * project in the multi-project view. `?customerId=` (and `project`) narrows it to a customer.
 */
export default function EventsScreen() {
  const [params] = useSearchParams();
  const { documents } = useDataPorts();
  const bridge = useBridge();
  const { message } = App.useApp();
  const profile = useActiveProfile();
  const activeProject = useActiveProject();
  const chosen = useSettingsStore((store) => store.state?.multiProjectIds) ?? NONE;
  const customerId = params.get('customerId')?.trim() || null;
  const projectParam = params.get('project')?.trim() || null;
  const scope = useMemo(
    () =>
      feedScope({
        activeProject,
        multiProjectId: multiProjectIdOf(profile),
        chosen,
        customerId,
        projectParam,
      }),
    [activeProject, profile, chosen, customerId, projectParam],
  );
  const feed = useEventFeed(documents, scope.projects, customerId);
  const storefronts = useStorefronts(documents, scope.projects);
  const customerNames = useCustomerNames(documents, feed.events);

  const openProduct = useCallback(
    (url: string) => {
      bridge.invoke('app.openExternal', { url }).then(
        (opened) => {
          if (!opened) void message.error(t.openFailed(url));
        },
        (error: unknown) => void message.error(t.openFailed(errorMessage(error))),
      );
    },
    [bridge, message],
  );

  const waiting = feed.loading.length === scope.projects.length && scope.projects.length > 0;
  const nothingChosen = scope.multiProject && scope.projects.length === 0;
  return (
    <Flex vertical gap="middle">
      <ScreenHeader
        title={t.title}
        description={
          !scope.multiProject
            ? t.ofProject(scope.projects[0] ?? activeProject)
            : scope.projects.length > 0
              ? t.ofProjects([...scope.projects])
              : texts.labels.events.noProjectChosen
        }
        extra={
          profile.kind === 'local' && (
            <SimulateEventButton projects={scope.projects} customerId={customerId} />
          )
        }
      />
      {customerId && scope.customerProject && (
        <CustomerCard project={scope.customerProject} customerId={customerId} />
      )}
      {nothingChosen && <Alert type="info" showIcon title={t.noProjectsChosen} />}
      {feed.errors.map((error) => (
        <Alert
          key={error.project}
          type="error"
          showIcon
          title={t.projectFailed(error.project, error.message)}
        />
      ))}
      {waiting ? (
        <LoadingState label={t.loading} />
      ) : (
        !nothingChosen && (
          <>
            {feed.events.length === 0 && feed.errors.length < scope.projects.length && (
              <Typography.Text type="secondary">
                {customerId ? t.emptyForCustomer : t.empty}
              </Typography.Text>
            )}
            <EventList
              key={`${scope.projects.join(',')}|${customerId ?? ''}`}
              events={feed.events}
              ready={feed.loading.length === 0}
              multiProject={scope.multiProject}
              storefronts={storefronts}
              onOpenProduct={openProduct}
              customerNames={customerNames}
            />
          </>
        )
      )}
    </Flex>
  );
}
