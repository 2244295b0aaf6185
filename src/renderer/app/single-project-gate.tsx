import type { ReactNode } from 'react';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { multiProjectIdOf } from '../../shared/settings/multi-project';
import { texts } from '../../shared/texts/pt-BR';
import { useActiveProfile, useActiveProject } from '../data/provider';

const t = texts.events.multiProject;

/**
 * The multi-project id names no store: only Eventos reads several projects at once. Any other
 * screen says so, instead of reading `project/all/...` and showing an empty store.
 */
export function SingleProjectGate({ children }: { children: ReactNode }) {
  const profile = useActiveProfile();
  const projectId = useActiveProject();
  if (projectId !== multiProjectIdOf(profile)) return <>{children}</>;
  return (
    <Alert
      type="info"
      showIcon
      title={t.onlyEvents}
      description={<Link to="/console/events">{t.openEvents}</Link>}
    />
  );
}
