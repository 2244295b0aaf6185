import type { ReactNode } from 'react';
import { Alert } from 'antd';
import { Link } from 'react-router';
import type { ServiceName } from '../../../shared/settings/profile';
import { texts } from '../../../shared/texts/pt-BR';
import { useActiveProfile } from '../../data/provider';
import { useSettingsStore } from '../../stores/settings-store';

const t = texts.shell.serviceRequired;

const urlOf = { workers: 'workersUrl', api: 'apiUrl', functions: 'functionsUrl' } as const;

/** The services among `services` whose base URL the profile leaves empty. */
export function missingServices(
  profile: Record<(typeof urlOf)[ServiceName], string>,
  services: readonly ServiceName[],
): ServiceName[] {
  return services.filter((service) => profile[urlOf[service]].trim() === '');
}

interface ServiceRequiredProps {
  /** What the screen calls; each needs its base URL in the effective profile. */
  services: readonly ServiceName[];
  /** What the demo simulates on this screen, told after the demo banner's first sentence. */
  demoNote?: string;
  children?: ReactNode;
}

/**
 * Shows the screen only when the effective profile has a URL for each service it needs;
 * otherwise says which one is missing and links to Configurações. When the answers come from
 * the embedded demo services, it says so above the screen.
 */
export function ServiceRequired({ services, demoNote, children }: ServiceRequiredProps) {
  const profile = useActiveProfile();
  const demo = useSettingsStore((store) => store.state?.demoServices === true);
  const missing = missingServices(profile, services);
  if (missing.length === 0) {
    if (!demo) return <>{children}</>;
    return (
      <>
        <Alert
          type="info"
          showIcon
          title={t.demoTitle}
          description={
            <>
              {[t.demo, demoNote, t.demoReal].filter(Boolean).join(' ')}{' '}
              <Link to="/console/settings">{t.openSettings}</Link>
            </>
          }
          style={{ marginBottom: 16 }}
        />
        {children}
      </>
    );
  }
  const names = missing.map((service) => t.service[service]).join(t.and);
  return (
    <Alert
      type="warning"
      showIcon
      title={t.title}
      description={
        <>
          {missing.length === 1 ? t.missing(names) : t.missingMany(names)}{' '}
          <Link to="/console/settings">{t.openSettings}</Link>
        </>
      }
    />
  );
}
